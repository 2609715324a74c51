import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MASTER_KINDS, auditTerm, auditTermWords, type AuditWords } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';

type Subject = { type: string; id?: string; name: string | null; key?: string | null };

const isMasterKind = (type: string) => (MASTER_KINDS as readonly string[]).includes(type);

/** Where a person or thing of the trail is seen in full, if it has a page. */
export function subjectUrl({ type, id, name }: Subject): string | undefined {
  if (!id) return undefined;
  if (type === 'subscriber') return `/subscriber/${id}`;
  if (type === 'event') return `/event/${id}`;
  if (type === 'role') return `/roles?role=${id}`;
  if (isMasterKind(type)) return `/master?${new URLSearchParams({ kind: type, q: name ?? '' }).toString()}`;
  return undefined;
}

/** Its name in the reader's words: a seeded role by its key, a seeded word by the data names catalog. */
export function subjectName(words: AuditWords, subject: Subject): string {
  if (subject.type === 'role' && subject.key) {
    return auditTermWords(words, auditTerm('role', subject.key, subject.name ?? ''));
  }
  if (subject.name) return dataName(subject.name);
  return auditTermWords(words, auditTerm('object', subject.type));
}

/** What an entry was done to: its kind, and its name linked to its page. */
export function AuditSubject({ words, subject }: { words: AuditWords; subject: Subject }) {
  const url = subjectUrl(subject);
  const name = subjectName(words, subject);
  return (
    <>
      {url ? (
        <Anchor component={Link} to={url} size="sm">
          {name}
        </Anchor>
      ) : (
        <Text size="sm">{name}</Text>
      )}
      {subject.type !== 'subscriber' && (
        <Text size="xs" c="dimmed">
          {auditTermWords(words, auditTerm('object', subject.type))}
        </Text>
      )}
    </>
  );
}

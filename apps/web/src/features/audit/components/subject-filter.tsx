import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AuditSubject } from '@fieldhouse/contract';
import { useAuditSubjects } from '../api/use-audit-subjects.ts';
import { useAuditWords } from '../lib/audit-words.ts';
import { subjectName } from './audit-subject.tsx';

const TYPING_PAUSE_MS = 250;

type SubjectFilterProps = Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  /** People only, the filter's value their user name; otherwise anything, as `type:id`. */
  people: boolean;
  /** The filter's value as the URL has it. */
  value: string | undefined;
  onChoose: (value: string | null) => void;
  nothingFound: string;
};

/**
 * A filter found by name: typing searches people (and roles, events, master data) on the server,
 * and choosing one sets the filter the URL keeps; a value from the URL is named the same way.
 */
export function SubjectFilter({ people, value, onChoose, nothingFound, ...select }: SubjectFilterProps) {
  const words = useAuditWords();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const found = useAuditSubjects({ q: text, ...(people ? { people: '1' as const } : {}) }, text !== '');
  // The URL's choice by its name: a person by their user name, anything else by `type:id`.
  const chosen = useAuditSubjects(
    people ? { q: value ?? '', people: '1' } : { ref: value ?? '' },
    Boolean(value),
  );
  const valueOf = (s: AuditSubject) => (people ? (s.userName ?? s.ref) : s.ref);
  const label = (s: AuditSubject) => {
    const name = subjectName(words, s);
    if (s.userName) return `${name} (@${s.userName})`;
    return s.type === 'subscriber'
      ? name
      : `${name} · ${subjectName(words, { type: s.type, id: '', name: null })}`;
  };
  const options = new Map<string, string>();
  for (const s of [...(chosen.data?.items ?? []), ...(found.data?.items ?? [])]) {
    if (people || s.ref === value || text) options.set(valueOf(s), label(s));
  }
  if (value && !options.has(value)) options.set(value, people ? `@${value}` : value);
  return (
    <Select
      {...select}
      searchable
      clearable
      data={[...options].map(([v, l]) => ({ value: v, label: l }))}
      // The server has filtered already, by name or user name.
      filter={({ options: all }) => all}
      value={value ?? null}
      onChange={onChoose}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={text ? nothingFound : undefined}
    />
  );
}

import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { auditActionWords, type AuditEntry } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { DataColumn } from '../../../ui/data-table/index.ts';
import { useAuditText } from '../lib/use-audit-text.ts';
import { AuditSubject } from './audit-subject.tsx';
import classes from '../audit.module.css';

/**
 * The trail's columns for a page of entries, newest first; a column no entry of the page fills is
 * left out. On a phone what was done leads, when sits across, then to what, who, where and how.
 */
export function useAuditColumns(items: AuditEntry[]): DataColumn<AuditEntry>[] {
  const { t } = useT();
  const { words, detailOf, menuTitle } = useAuditText();
  const columns: (DataColumn<AuditEntry> & { filled?: boolean })[] = [
    {
      key: 'at',
      header: t('audit.column.at'),
      nowrap: true,
      phone: 'aside',
      cell: (entry) => <bdi>{formatDateTime(entry.at)}</bdi>,
    },
    {
      key: 'actor',
      header: t('audit.column.actor'),
      cell: (entry) =>
        entry.actor ? (
          <>
            <Anchor component={Link} to={`/subscriber/${entry.actor.subscriberID}`} size="sm">
              {entry.actor.fullName}
            </Anchor>
            <Text size="xs" c="dimmed">
              <bdi dir="ltr">@{entry.actor.userName}</bdi>
            </Text>
          </>
        ) : (
          <Text span size="sm" c="dimmed">
            {t('audit.system')}
          </Text>
        ),
    },
    {
      key: 'action',
      header: t('audit.column.action'),
      phone: 'title',
      cell: (entry) => auditActionWords(words, entry.action),
    },
    {
      key: 'object',
      header: t('audit.column.object'),
      phone: 'line',
      filled: items.some((e) => e.object),
      cell: (entry) => entry.object && <AuditSubject words={words} subject={entry.object} />,
    },
    {
      key: 'menu',
      header: t('audit.column.menu'),
      nowrap: true,
      filled: items.some((e) => menuTitle(e.menuId)),
      cell: (entry) => menuTitle(entry.menuId),
    },
    {
      key: 'ip',
      header: t('audit.column.ip'),
      nowrap: true,
      filled: items.some((e) => e.ip),
      cell: (entry) => entry.ip && <bdi dir="ltr">{entry.ip}</bdi>,
    },
    {
      key: 'detail',
      header: t('audit.column.detail'),
      phone: 'line',
      filled: items.some((e) => detailOf(e)),
      cell: (entry) =>
        detailOf(entry) && (
          <Text size="xs" className={classes.detail}>
            {detailOf(entry)}
          </Text>
        ),
    },
  ];
  return columns.filter((column) => column.filled !== false);
}

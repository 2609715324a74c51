import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { auditActionWords, type AuditEntry } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ListTable } from '../../../ui/list-table.tsx';
import { useAuditText } from '../lib/use-audit-text.ts';
import { AuditSubject } from './audit-subject.tsx';
import classes from '../audit.module.css';

const COLUMNS = ['at', 'actor', 'action', 'object', 'menu', 'ip', 'detail'] as const;

/** The trail's entries, newest first; a column no entry of the page fills is left out. */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  const { t } = useT();
  const { words, detailOf, menuTitle } = useAuditText();
  const filled = {
    at: true,
    actor: true,
    action: true,
    object: items.some((e) => e.object),
    menu: items.some((e) => menuTitle(e.menuId)),
    ip: items.some((e) => e.ip),
    detail: items.some((e) => detailOf(e)),
  };
  const columns = COLUMNS.filter((column) => filled[column]);
  return (
    <ListTable
      label={t('audit.table')}
      minWidth={columns.length * 130}
      verticalSpacing="xs"
      head={columns.map((column) => (
        <Table.Th key={column} scope="col">
          {t(`audit.column.${column}`)}
        </Table.Th>
      ))}
    >
      {items.map((entry) => (
        <Table.Tr key={entry.id}>
          <Table.Td className={classes.nowrap}>{formatDateTime(entry.at)}</Table.Td>
          <Table.Td>
            {entry.actor ? (
              <>
                <Anchor component={Link} to={`/subscriber/${entry.actor.subscriberID}`} size="sm">
                  {entry.actor.fullName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  <bdi dir="ltr">@{entry.actor.userName}</bdi>
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('audit.system')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{auditActionWords(words, entry.action)}</Table.Td>
          {filled.object && (
            <Table.Td>{entry.object && <AuditSubject words={words} subject={entry.object} />}</Table.Td>
          )}
          {filled.menu && <Table.Td className={classes.nowrap}>{menuTitle(entry.menuId)}</Table.Td>}
          {filled.ip && (
            <Table.Td className={classes.nowrap}>
              <bdi dir="ltr">{entry.ip ?? ''}</bdi>
            </Table.Td>
          )}
          {filled.detail && (
            <Table.Td>
              <Text size="xs" className={classes.detail}>
                {detailOf(entry)}
              </Text>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}

import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AUDIT_ACTIONS, MENU_ENTRIES, type AuditAction, type AuditEntry } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import classes from '../audit.module.css';

const MENU_TITLES = new Map(MENU_ENTRIES.map((entry) => [entry.id, entry.title]));
const isKnown = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** A person on file links to their record; others are named as they were recorded. */
function PersonLink({ id, name }: { id: string; name: string }) {
  return (
    <Anchor component={Link} to={`/subscriber/${id}`} size="sm">
      {name}
    </Anchor>
  );
}

/** The trail's entries, newest first. */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  const { t } = useT();
  const menuTitle = (id: number | null) => {
    const title = id === null ? undefined : MENU_TITLES.get(id);
    return title ? dataName(title) : id === null ? '—' : `#${id}`;
  };
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table stickyHeader verticalSpacing="xs" striped aria-label={t('audit.table')}>
        <Table.Thead>
          <Table.Tr>
            {(['at', 'actor', 'action', 'object', 'menu', 'ip', 'detail'] as const).map((column) => (
              <Table.Th key={column} scope="col">
                {t(`audit.column.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td className={classes.nowrap}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>
                {entry.actor ? (
                  <>
                    <PersonLink id={entry.actor.subscriberID} name={entry.actor.fullName} />
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
              <Table.Td>{isKnown(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}</Table.Td>
              <Table.Td>
                {entry.object?.type === 'subscriber' && entry.object.name ? (
                  <PersonLink id={entry.object.id} name={entry.object.name} />
                ) : (
                  (entry.object?.type ?? '—')
                )}
              </Table.Td>
              <Table.Td className={classes.nowrap}>{menuTitle(entry.menuId)}</Table.Td>
              <Table.Td className={classes.nowrap}>
                <bdi dir="ltr">{entry.ip ?? '—'}</bdi>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" className={classes.detail}>
                  {entry.detail ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

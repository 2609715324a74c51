import { Anchor, Checkbox, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { DirectoryColumn, DirectoryEntry } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { UserStatusBadge } from '../../../ui/user-status-badge.tsx';
import type { DirectorySelection } from '../use-directory-selection.ts';

type DirectoryTableProps = {
  items: DirectoryEntry[];
  columns: readonly DirectoryColumn[];
  selection: DirectorySelection;
  /**
   * The rows are the previous view's, shown while the new view's answer is on its way: nothing is
   * chosen from them (a choice belongs to its view), and the region says it is busy.
   */
  stale: boolean;
};

/** One page of the directory, in the columns the reader chose; the header stays while it scrolls. */
export function DirectoryTable({ items, columns, selection, stale }: DirectoryTableProps) {
  const { t } = useT();
  const pageIds = items.map((entry) => entry.subscriberID);
  const chosenHere = pageIds.filter(selection.isChosen).length;
  const cell = (entry: DirectoryEntry, column: DirectoryColumn) => {
    switch (column) {
      case 'fullName':
        return (
          <Anchor component={Link} to={`/subscriber/${entry.subscriberID}`} fw={500} size="sm">
            {entry.fullName}
          </Anchor>
        );
      case 'userName':
        return <bdi dir="ltr">@{entry.userName}</bdi>;
      case 'mobile':
        return <bdi dir="ltr">{entry.mobile}</bdi>;
      case 'email':
        return entry.email ? <span style={{ overflowWrap: 'anywhere' }}>{entry.email}</span> : '—';
      case 'status':
        return <UserStatusBadge status={entry.status} />;
      case 'role':
        return dataName(entry.role);
      case 'sport':
        return entry.sport ? dataName(entry.sport) : '—';
      case 'gender':
        return entry.gender ? t(`subscribers.genders.${entry.gender as 'female'}`) : '—';
      case 'dateOfBirth':
        return entry.dateOfBirth ? <bdi>{formatDate(entry.dateOfBirth)}</bdi> : '—';
      case 'country':
        return entry.country ?? '—';
      case 'joinedAt':
        return <bdi>{formatDate(entry.joinedAt)}</bdi>;
    }
  };
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={columns.length * 120}
      maxHeight="calc(100dvh - 330px)"
      tabIndex={0}
      role="region"
      aria-labelledby="directory-title"
      aria-busy={stale}
    >
      <Table stickyHeader highlightOnHover verticalSpacing="xs" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('subscribers.select.page')}
                checked={chosenHere > 0 && chosenHere === pageIds.length}
                indeterminate={chosenHere > 0 && chosenHere < pageIds.length}
                disabled={selection.all || stale}
                onChange={() => selection.togglePage(pageIds)}
              />
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {t(`subscribers.column.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr
              key={entry.subscriberID}
              bg={selection.isChosen(entry.subscriberID) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('subscribers.select.row', { name: entry.fullName })}
                  checked={selection.isChosen(entry.subscriberID)}
                  disabled={selection.all || stale}
                  onChange={() => selection.toggle(entry.subscriberID)}
                />
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column} style={column === 'email' ? undefined : { whiteSpace: 'nowrap' }}>
                  {cell(entry, column)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

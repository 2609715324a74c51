import { useMemo } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DIRECTORY_COLUMNS, type DirectoryColumn, type DirectoryEntry } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { DataColumn } from '../../../ui/data-table/index.ts';
import { UserStatusBadge } from '../../../ui/user-status-badge.tsx';

type Column = Omit<DataColumn<DirectoryEntry>, 'key' | 'header' | 'hideable'>;

const none = '—';

/** What each column shows, how the server orders by it (`?sort=`), and where a phone puts it. */
const columnsIn = (t: ReturnType<typeof useT>['t']): Record<DirectoryColumn, Column> => ({
  fullName: {
    sortKey: 'name',
    phone: 'title',
    cell: (entry) => (
      <Anchor component={Link} to={`/subscriber/${entry.subscriberID}`} fw={500} size="sm">
        {entry.fullName}
      </Anchor>
    ),
  },
  userName: { nowrap: true, cell: (entry) => <bdi dir="ltr">@{entry.userName}</bdi> },
  mobile: { nowrap: true, phone: 'line', cell: (entry) => <bdi dir="ltr">{entry.mobile}</bdi> },
  email: { cell: (entry) => entry.email ?? none },
  status: { sortKey: 'status', phone: 'aside', cell: (entry) => <UserStatusBadge status={entry.status} /> },
  role: { nowrap: true, cell: (entry) => dataName(entry.role) },
  sport: { nowrap: true, cell: (entry) => (entry.sport ? dataName(entry.sport) : none) },
  gender: {
    nowrap: true,
    cell: (entry) => (entry.gender ? t(`subscribers.genders.${entry.gender as 'female'}`) : none),
  },
  // `age` is youngest first: the latest birth date first.
  dateOfBirth: {
    nowrap: true,
    sortKey: 'age',
    sortDescending: true,
    cell: (entry) => (entry.dateOfBirth ? <bdi>{formatDate(entry.dateOfBirth)}</bdi> : none),
  },
  country: { nowrap: true, cell: (entry) => entry.country ?? none },
  joinedAt: {
    nowrap: true,
    sortKey: 'joined',
    sortDescending: true,
    cell: (entry) => <bdi>{formatDate(entry.joinedAt)}</bdi>,
  },
});

/** Every column of the directory in its order, worded in the reader's language; the name is always shown. */
export function useDirectoryColumns(): DataColumn<DirectoryEntry>[] {
  const { t, language } = useT();
  return useMemo(() => {
    const columns = columnsIn(t);
    return DIRECTORY_COLUMNS.map((key) => ({
      ...columns[key],
      key,
      header: t(`subscribers.column.${key}`),
      hideable: key !== 'fullName',
    }));
    // `t` reads the current language: the words are made again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, language]);
}

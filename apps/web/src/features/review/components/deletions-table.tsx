import { Button, Group } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import type { DeletionQueueItem } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { TONES } from '../../../ui/tone.ts';
import { decisionColumn } from './decision-column.tsx';
import { NameCell } from './name-cell.tsx';

type Props = {
  items: DeletionQueueItem[];
  onDecide: (item: DeletionQueueItem, decision: 'confirm' | 'decline') => void;
};

/** Whose account, who asked (the person or their parent), when, and the two decisions. */
export function DeletionsTable({ items, onDecide }: Props) {
  const { t } = useT();
  const columns: DataColumn<DeletionQueueItem>[] = [
    {
      key: 'name',
      header: t('review.deletions.table.name'),
      phone: 'title',
      cell: (r) => <NameCell name={r.full_name} userName={r.user_name} />,
    },
    {
      key: 'asker',
      header: t('review.deletions.table.askedBy'),
      cell: (r) =>
        r.askedByParent
          ? t('review.deletions.table.parent', { name: r.askedByParent.full_name })
          : t('review.deletions.table.themselves'),
    },
    {
      key: 'when',
      header: t('review.deletions.table.asked'),
      nowrap: true,
      cell: (r) => <bdi>{formatDate(r.requestedAt)}</bdi>,
    },
    decisionColumn(t('review.table.decision'), (r) => (
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        <Button
          size="xs"
          color={TONES.danger}
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onDecide(r, 'confirm')}
          aria-label={t('review.deletions.table.confirmName', { name: r.full_name })}
        >
          {t('review.deletions.table.confirm')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => onDecide(r, 'decline')}
          aria-label={t('review.deletions.table.declineName', { name: r.full_name })}
        >
          {t('review.deletions.table.decline')}
        </Button>
      </Group>
    )),
  ];
  return (
    <DataTable
      rows={items}
      rowKey={(r) => r.requestID}
      columns={columns}
      labelledBy="deletions-title"
      minWidth={720}
      horizontalSpacing="md"
    />
  );
}

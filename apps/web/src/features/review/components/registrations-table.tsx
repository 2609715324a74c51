import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ageOn, type ReviewRegistration } from '@fieldhouse/contract';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { TONES } from '../../../ui/tone.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { decisionColumn } from './decision-column.tsx';
import { NameCell } from './name-cell.tsx';

type RegistrationsTableProps = {
  items: ReviewRegistration[];
  busyId: string | undefined;
  onApprove: (registration: ReviewRegistration) => void;
  onReject: (registration: ReviewRegistration) => void;
};

/** Who is waiting, what they gave at sign-up, and the two decisions. */
export function RegistrationsTable({ items, busyId, onApprove, onReject }: RegistrationsTableProps) {
  const { t } = useT();
  const now = new Date();
  const columns: DataColumn<ReviewRegistration>[] = [
    {
      key: 'name',
      header: t('review.table.name'),
      phone: 'title',
      // Long addresses break anywhere, so they never push the decisions out of view.
      cell: (r) => (
        <NameCell name={r.full_name} userName={r.user_name}>
          {r.email && <> · {r.email}</>}
        </NameCell>
      ),
    },
    {
      key: 'mobile',
      header: t('review.table.mobile'),
      nowrap: true,
      cell: (r) => (
        <bdi dir="ltr">
          {r.isd_code} {r.mobile}
        </bdi>
      ),
    },
    {
      key: 'age',
      header: t('review.table.age'),
      cell: (r) => (r.date_of_birth ? formatNumber(ageOn(r.date_of_birth, now)) : '—'),
    },
    { key: 'sport', header: t('review.table.sport'), cell: (r) => (r.sport ? dataName(r.sport) : '—') },
    {
      key: 'signedUp',
      header: t('review.table.signedUp'),
      nowrap: true,
      cell: (r) => <bdi>{formatDate(r.created_at)}</bdi>,
    },
    decisionColumn(t('review.table.decision'), (r) => (
      <Decisions
        registration={r}
        busy={busyId === r.subscriberID}
        onApprove={onApprove}
        onReject={onReject}
      />
    )),
  ];
  return (
    <DataTable
      rows={items}
      rowKey={(r) => r.subscriberID}
      columns={columns}
      labelledBy="registrations-title"
      minWidth={860}
      maxHeight="calc(100dvh - 280px)"
      horizontalSpacing="md"
    />
  );
}

function Decisions({
  registration: r,
  busy,
  onApprove,
  onReject,
}: {
  registration: ReviewRegistration;
  busy: boolean;
  onApprove: (registration: ReviewRegistration) => void;
  onReject: (registration: ReviewRegistration) => void;
}) {
  const { t } = useT();
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        color={TONES.success}
        leftSection={<IconCheck size={14} aria-hidden />}
        loading={busy}
        onClick={() => onApprove(r)}
        aria-label={t('review.table.approveName', { name: r.full_name })}
      >
        {t('review.table.approve')}
      </Button>
      <Button
        size="xs"
        color={TONES.danger}
        // The theme's error red keeps 4.5:1 on the dark scheme too.
        c="var(--mantine-color-error)"
        variant="subtle"
        leftSection={<IconX size={14} aria-hidden />}
        disabled={busy}
        onClick={() => onReject(r)}
        aria-label={t('review.table.rejectName', { name: r.full_name })}
      >
        {t('review.table.reject')}
      </Button>
    </Group>
  );
}

import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ageOn, type ReviewRegistration } from '@fieldhouse/contract';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { TONES } from '../../../ui/tone.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';

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
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={860}
      maxHeight="calc(100dvh - 280px)"
      tabIndex={0}
      role="region"
      aria-labelledby="registrations-title"
    >
      <Table stickyHeader highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('review.table.name')}</Table.Th>
            <Table.Th scope="col">{t('review.table.mobile')}</Table.Th>
            <Table.Th scope="col">{t('review.table.age')}</Table.Th>
            <Table.Th scope="col">{t('review.table.sport')}</Table.Th>
            <Table.Th scope="col">{t('review.table.signedUp')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('review.table.decision')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((r) => (
            <Table.Tr key={r.subscriberID}>
              <Table.Td>
                <Text fw={500} size="sm">
                  {r.full_name}
                </Text>
                {/* Long addresses break anywhere, so they never push the decisions out of view. */}
                <Text c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
                  <bdi dir="ltr">@{r.user_name}</bdi>
                  {r.email && <> · {r.email}</>}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">
                  {r.isd_code} {r.mobile}
                </bdi>
              </Table.Td>
              <Table.Td>{r.date_of_birth ? formatNumber(ageOn(r.date_of_birth, now)) : '—'}</Table.Td>
              <Table.Td>{r.sport ? dataName(r.sport) : '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatDate(r.created_at)}</bdi>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <Button
                    size="xs"
                    color={TONES.success}
                    leftSection={<IconCheck size={14} aria-hidden />}
                    loading={busyId === r.subscriberID}
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
                    disabled={busyId === r.subscriberID}
                    onClick={() => onReject(r)}
                    aria-label={t('review.table.rejectName', { name: r.full_name })}
                  >
                    {t('review.table.reject')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Badge, Text } from '@mantine/core';
import type { SmsOutboxItem } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { TONES } from '../../../ui/tone.ts';

const STATUS_TONE: Record<SmsOutboxItem['deliveryStatus'], string> = {
  queued: TONES.warning,
  stored: TONES.info,
  sent: TONES.primary,
  delivered: TONES.success,
  failed: TONES.danger,
};

/** The text messages as sent: recipient, words, what they were for, and how far they got. */
export function OutboxTable({ items }: { items: SmsOutboxItem[] }) {
  const { t } = useT();
  const columns: DataColumn<SmsOutboxItem>[] = [
    {
      key: 'to',
      header: t('sms.to'),
      nowrap: true,
      phone: 'title',
      cell: (sms) => <bdi dir="ltr">{sms.to}</bdi>,
    },
    {
      key: 'text',
      header: t('sms.text'),
      phone: 'line',
      td: { maw: 420 },
      cell: (sms) => (
        <>
          <Text size="sm">{sms.text}</Text>
          {sms.error && (
            <Text size="xs" c="red">
              {sms.error}
            </Text>
          )}
        </>
      ),
    },
    { key: 'kind', header: t('sms.kind'), nowrap: true, cell: (sms) => t(`sms.kinds.${sms.kind}`) },
    {
      key: 'status',
      header: t('sms.status'),
      phone: 'aside',
      cell: (sms) => (
        <Badge color={STATUS_TONE[sms.deliveryStatus]} variant="filled" radius="sm" tt="none">
          {t(`sms.statuses.${sms.deliveryStatus}`)}
        </Badge>
      ),
    },
    {
      key: 'date',
      header: t('sms.date'),
      nowrap: true,
      cell: (sms) => <bdi>{formatDateTime(sms.createdAt)}</bdi>,
    },
  ];
  return (
    <DataTable
      rows={items}
      rowKey={(sms) => String(sms.id)}
      columns={columns}
      labelledBy="outbox-title"
      minWidth={820}
      maxHeight="calc(100dvh - 280px)"
      horizontalSpacing="lg"
    />
  );
}

import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SmsOutboxItem } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { FailureReason } from '../../../ui/failure-reason.tsx';
import { NEUTRAL, TONES } from '../../../ui/tone.ts';

const STATUS_TONE: Record<SmsOutboxItem['deliveryStatus'], string> = {
  queued: TONES.warning,
  stored: TONES.info,
  held: TONES.warning,
  skipped: NEUTRAL,
  sent: TONES.primary,
  delivered: TONES.success,
  failed: TONES.danger,
};

/** Why a text did not go: a skip of ours in the SMS log's words, a failure as FailureReason words it. */
function Reason({ sms }: { sms: SmsOutboxItem }) {
  const { t } = useT();
  if (!sms.error) return null;
  const failed = sms.deliveryStatus === 'failed';
  if (sms.error === 'SMS_OPTED_OUT' || sms.error === 'SMS_NO_VERIFIED_MOBILE') {
    return (
      <Text size="xs" c={failed ? 'red' : 'dimmed'}>
        {t(`sms.reasons.${sms.error}`)}
      </Text>
    );
  }
  return <FailureReason reason={sms.error} color={failed ? 'red' : 'dimmed'} />;
}

/** The text messages as sent: recipient, words, what they were for, and how far they got. */
export function OutboxTable({ items }: { items: SmsOutboxItem[] }) {
  const { t } = useT();
  const columns: DataColumn<SmsOutboxItem>[] = [
    {
      key: 'to',
      header: t('sms.to'),
      nowrap: true,
      phone: 'title',
      cell: (sms) => (
        <>
          {sms.recipient && (
            <Anchor
              component={Link}
              to={`/subscriber/${sms.recipient.subscriberID}`}
              size="sm"
              display="block"
            >
              {sms.recipient.fullName}
            </Anchor>
          )}
          <bdi dir="ltr">{sms.to}</bdi>
        </>
      ),
    },
    {
      key: 'text',
      header: t('sms.text'),
      phone: 'line',
      td: { maw: 420 },
      cell: (sms) => (
        <>
          {/* In its own language's direction: an English text on an Arabic page keeps its full stop at its end. */}
          <Text size="sm" dir="auto">
            {sms.text}
          </Text>
          <Reason sms={sms} />
        </>
      ),
    },
    { key: 'kind', header: t('sms.kind'), nowrap: true, cell: (sms) => t(`sms.kinds.${sms.kind}`) },
    {
      key: 'status',
      header: t('sms.status'),
      phone: 'aside',
      cell: (sms) => (
        <>
          <Badge color={STATUS_TONE[sms.deliveryStatus]} variant="filled" radius="sm" tt="none">
            {t(`sms.statuses.${sms.deliveryStatus}`)}
          </Badge>
          {sms.deliveryStatus === 'held' && sms.heldUntil && (
            <Text size="xs" c="dimmed">
              {t('sms.heldUntil', { when: formatDateTime(sms.heldUntil) })}
            </Text>
          )}
        </>
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

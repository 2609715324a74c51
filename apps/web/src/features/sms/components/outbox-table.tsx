import { Badge, Table, Text } from '@mantine/core';
import type { SmsOutboxItem } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={820}
      maxHeight="calc(100dvh - 280px)"
      tabIndex={0}
      role="region"
      aria-labelledby="outbox-title"
    >
      <Table stickyHeader highlightOnHover verticalSpacing="sm" horizontalSpacing="lg">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sms.to')}</Table.Th>
            <Table.Th scope="col">{t('sms.text')}</Table.Th>
            <Table.Th scope="col">{t('sms.kind')}</Table.Th>
            <Table.Th scope="col">{t('sms.status')}</Table.Th>
            <Table.Th scope="col">{t('sms.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((sms) => (
            <Table.Tr key={sms.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{sms.to}</bdi>
              </Table.Td>
              <Table.Td maw={420}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {sms.text}
                </Text>
                {sms.error && (
                  <Text size="xs" c="red">
                    {sms.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`sms.kinds.${sms.kind}`)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_TONE[sms.deliveryStatus]} variant="filled" radius="sm" tt="none">
                  {t(`sms.statuses.${sms.deliveryStatus}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatDateTime(sms.createdAt)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Badge, Table, Text } from '@mantine/core';
import type { SmsOutboxItem } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { TONES } from '../../../ui/tone.ts';

const KIND_LABELS: Record<SmsOutboxItem['kind'], string> = {
  otp: 'Code',
  'parent-request': 'Parent request',
  'review-decision': 'Review decision',
  notice: 'Notice',
};

const STATUS: Record<SmsOutboxItem['deliveryStatus'], { label: string; color: string }> = {
  stored: { label: 'Stored', color: TONES.info },
  sent: { label: 'Sent', color: TONES.primary },
  delivered: { label: 'Delivered', color: TONES.success },
  failed: { label: 'Failed', color: TONES.danger },
};

/** The text messages as sent: recipient, words, what they were for, and how far they got. */
export function OutboxTable({ items }: { items: SmsOutboxItem[] }) {
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
            <Table.Th scope="col">To</Table.Th>
            <Table.Th scope="col">Text</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{KIND_LABELS[sms.kind]}</Table.Td>
              <Table.Td>
                <Badge color={STATUS[sms.deliveryStatus].color} variant="filled" radius="sm" tt="none">
                  {STATUS[sms.deliveryStatus].label}
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

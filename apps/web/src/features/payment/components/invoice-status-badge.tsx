import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { NEUTRAL, TONES } from '../../../ui/tone.ts';

const STATUS_TONE: Record<InvoiceStatus, string> = {
  open: TONES.primary,
  'part-paid': TONES.info,
  paid: TONES.success,
  overdue: TONES.danger,
  void: NEUTRAL,
};

/** An invoice's status (open, part paid, paid, overdue, void) in the reader's language. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useT();
  return (
    <Badge color={STATUS_TONE[status]} variant="filled" radius="sm" tt="none">
      {t(`payment.status.${status}`)}
    </Badge>
  );
}

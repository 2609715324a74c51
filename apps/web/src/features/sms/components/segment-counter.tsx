import { Text } from '@mantine/core';
import { smsSegments } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** "42 / 160 · 1 segment · GSM-7" under a text as it is typed (the contract's smsSegments). */
export function SegmentCounter({ text, id }: { text: string; id?: string }) {
  const { t } = useT();
  const s = smsSegments(text);
  return (
    <Text id={id} size="xs" c="dimmed" aria-live="polite" data-testid="segment-counter">
      {t('sms.counter', {
        length: formatNumber(s.length),
        limit: formatNumber(Math.max(s.segments, 1) * s.perSegment),
        segments: formatNumber(s.segments),
        encoding: t(`sms.encodings.${s.encoding}`),
      })}
    </Text>
  );
}

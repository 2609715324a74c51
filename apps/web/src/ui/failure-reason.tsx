import { Text } from '@mantine/core';
import { FAILURE_CODES, type FailureCode } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';

const isFailureCode = (text: string): text is FailureCode =>
  (FAILURE_CODES as readonly string[]).includes(text);

/**
 * Why a job or a text failed: a code of the system's in the reader's words, anything else (a
 * provider's `HTTP 503`, a job's own words) as it came, in its own direction.
 */
export function FailureReason({ reason, color = 'red' }: { reason: string; color?: string }) {
  const { t } = useT();
  const known = isFailureCode(reason);
  return (
    <Text size="xs" c={color} dir={known ? undefined : 'auto'}>
      {known ? t(`failures.${reason}`) : reason}
    </Text>
  );
}

import { Badge } from '@mantine/core';
import type { MatchStatus } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';
import { NEUTRAL, TONES } from './tone.ts';

// Filled tones readable with their text (autoContrast) in both schemes, as the event badges.
const MATCH_TONE: Record<MatchStatus, string> = {
  scheduled: NEUTRAL,
  played: TONES.success,
  walkover: TONES.info,
  postponed: TONES.warning,
  cancelled: TONES.danger,
};

/** A match's status (scheduled, played, walkover, postponed, called off) in the reader's language. */
export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const { t } = useT();
  return (
    <Badge
      size="sm"
      variant="filled"
      tt="none"
      color={MATCH_TONE[status]}
      style={{ minWidth: 'max-content' }}
    >
      {t(`matches.status.${status}`)}
    </Badge>
  );
}

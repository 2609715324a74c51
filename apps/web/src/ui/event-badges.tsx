import { Badge } from '@mantine/core';
import type { EventStatus, RegistrationStatus } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';
import { NEUTRAL, TONES } from './tone.ts';

// Filled tones readable with their text (autoContrast) in both schemes.
const EVENT_TONE: Record<EventStatus, string> = {
  draft: NEUTRAL,
  open: TONES.success,
  closed: TONES.info,
  cancelled: TONES.danger,
};

const REGISTRATION_TONE: Record<RegistrationStatus, string> = {
  registered: TONES.primary,
  waitlisted: TONES.warning,
  offered: TONES.info,
  declined: NEUTRAL,
  cancelled: NEUTRAL,
  attended: TONES.success,
  absent: TONES.danger,
};

/** An event's status (draft, open, closed, cancelled) in the reader's language. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useT();
  return (
    <Badge size="sm" variant="filled" tt="none" color={EVENT_TONE[status]}>
      {t(`events.status.${status}`)}
    </Badge>
  );
}

/** A registration's status (registered, waitlisted, …) in the reader's language. */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useT();
  return (
    <Badge size="sm" variant="filled" tt="none" color={REGISTRATION_TONE[status]}>
      {t(`events.registrationStatus.${status}`)}
    </Badge>
  );
}

import { Stack, Text } from '@mantine/core';
import type { EventEntry } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatMoney } from '../../../lib/money.ts';
import { EventWhen } from '../../../ui/event-when.tsx';

/** An event as a person deciding to come reads it: what, when (its zone's clock), where, the fee. */
export function EventSummary({ event, withPlaces = false }: { event: EventEntry; withPlaces?: boolean }) {
  const { t } = useT();
  const left = event.capacity === null ? null : Math.max(0, event.capacity - event.placesTaken);
  const facts = [
    t(`events.kind.${event.kind}`),
    event.sport && dataName(event.sport.name),
    event.venue?.name,
    event.feeMinor === 0 ? t('events.shared.free') : formatMoney(event.feeMinor, event.currency),
  ].filter(Boolean);
  return (
    <Stack gap={2}>
      <EventWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
      <Text size="sm" c="dimmed">
        {facts.join(' · ')}
      </Text>
      {withPlaces && left !== null && (
        <Text size="sm" fw={500}>
          {left === 0 ? t('events.shared.full') : t('events.shared.spaces', { count: left })}
        </Text>
      )}
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import { useT } from '../lib/i18n/use-t.ts';
import { formatRangeInZone, zoneName } from '../lib/zoned-format.ts';

type EventWhenProps = { startsAt: string; endsAt: string; timeZone: string; size?: 'xs' | 'sm' };

/** When an event is, on its own zone's clock, with the zone under it. */
export function EventWhen({ startsAt, endsAt, timeZone, size = 'sm' }: EventWhenProps) {
  const { language } = useT();
  return (
    <Stack gap={0}>
      <Text size={size}>{formatRangeInZone(startsAt, endsAt, timeZone, language)}</Text>
      <Text size="xs" c="dimmed">
        <bdi>{zoneName(timeZone, language)}</bdi>
      </Text>
    </Stack>
  );
}

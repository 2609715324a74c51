import { Group, Text } from '@mantine/core';
import type { Match } from '@fieldhouse/contract';
import { formatNumber } from '../lib/format.ts';
import { useT } from '../lib/i18n/use-t.ts';

type FixtureLineProps = {
  match: Pick<Match, 'home' | 'away' | 'homeGoals' | 'awayGoals'>;
  size?: 'sm' | 'md';
};

/**
 * A match as one line: home, the score (or "v"), away. The goals are separate boxes of the row,
 * so in a right-to-left page each still sits beside its own team; a screen reader reads
 * "Falcons 2 – 1 Hawks" in order.
 */
export function FixtureLine({ match, size = 'md' }: FixtureLineProps) {
  const { t } = useT();
  const scored = match.homeGoals !== null && match.awayGoals !== null;
  const team = { fw: 600, size, style: { flex: '1 1 0', minWidth: 0, overflowWrap: 'anywhere' } } as const;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text {...team} ta="end" dir="auto">
        {match.home.name}
      </Text>
      {scored ? (
        <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          <Text fw={700} size={size} miw="1.25em" ta="center">
            {formatNumber(match.homeGoals ?? 0)}
          </Text>
          <Text size={size} c="dimmed" aria-hidden>
            –
          </Text>
          <Text fw={700} size={size} miw="1.25em" ta="center">
            {formatNumber(match.awayGoals ?? 0)}
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
          {t('widgets.fixture.versus')}
        </Text>
      )}
      <Text {...team} ta="start" dir="auto">
        {match.away.name}
      </Text>
    </Group>
  );
}

import { ActionIcon, Group, NumberInput, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The most goals a side can be given (the contract's score schema). */
export const GOALS_MAX = 99;

type GoalStepperProps = {
  team: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
};

/**
 * A side's goals for a thumb on a phone: large − and + either side of a number that can also be
 * typed (the phone shows its number pad).
 */
export function GoalStepper({ team, value, onChange, error }: GoalStepperProps) {
  const { t } = useT();
  const set = (next: number) => onChange(Math.min(GOALS_MAX, Math.max(0, next)));
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={600} size="lg" style={{ minWidth: 0, overflowWrap: 'anywhere' }} dir="auto">
        {team}
      </Text>
      <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
        <ActionIcon
          variant="default"
          size={48}
          radius="md"
          aria-label={t('matchScore.score.less', { team })}
          disabled={value <= 0}
          onClick={() => set(value - 1)}
        >
          <IconMinus size={22} aria-hidden />
        </ActionIcon>
        <NumberInput
          aria-label={t('matchScore.score.goals', { team })}
          value={value}
          onChange={(next) => set(typeof next === 'number' ? next : Number(next) || 0)}
          min={0}
          max={GOALS_MAX}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          size="lg"
          w={64}
          inputMode="numeric"
          error={error}
          styles={{ input: { textAlign: 'center', fontWeight: 700, fontSize: 24, paddingInline: 4 } }}
        />
        <ActionIcon
          variant="default"
          size={48}
          radius="md"
          aria-label={t('matchScore.score.more', { team })}
          disabled={value >= GOALS_MAX}
          onClick={() => set(value + 1)}
        >
          <IconPlus size={22} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

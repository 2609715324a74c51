import { useState } from 'react';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';
import { zoneName } from '../../../lib/zoned-format.ts';
import { isSlot, merged } from '../fixture-plan.ts';
import { LEGEND, PillList } from './pill-list.tsx';

type SlotListFieldProps = {
  value: string[];
  onChange: (slots: string[]) => void;
  timeZone: string;
  error: string | undefined;
};

/** The kick-off times of every date (HH:MM on the tournament's clock). */
export function SlotListField({ value, onChange, timeZone, error }: SlotListFieldProps) {
  const { t, language } = useT();
  const [time, setTime] = useState('');
  return (
    <Fieldset legend={t('matchSetup.generate.slots.label')} radius="md" styles={LEGEND}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('matchSetup.generate.slots.hint', { zone: zoneName(timeZone, language) })}
        </Text>
        <PillList
          items={value}
          label={t('matchSetup.generate.slots.list')}
          empty={t('matchSetup.generate.slots.none')}
          shown={(slot) => slot}
          removeLabel={(slot) => t('matchSetup.generate.slots.remove', { time: slot })}
          onRemove={(slot) => onChange(value.filter((s) => s !== slot))}
        />
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <TextInput
            type="time"
            dir="ltr"
            label={t('matchSetup.generate.slots.time')}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            w={{ base: '100%', xs: 150 }}
          />
          <Button
            variant="default"
            disabled={!isSlot(time)}
            onClick={() => {
              onChange(merged(value, [time]));
              setTime('');
            }}
          >
            {t('matchSetup.generate.slots.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

import { useState, type ReactNode } from 'react';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { merged } from '../fixture-plan.ts';
import { LEGEND, PillList } from './pill-list.tsx';

type PillListFieldProps = {
  legend: string;
  hint: ReactNode;
  value: string[];
  onChange: (items: string[]) => void;
  error: string | undefined;
  /** The chosen list: its name, its words when empty, how an item shows and its remove button's name. */
  list: {
    label: string;
    empty: string;
    shown: (item: string) => string;
    removeLabel: (item: string) => string;
  };
  /** Adding one item at a time: a date or time input and its button. */
  adder: { type: 'date' | 'time'; label: string; valid: (text: string) => boolean; button: string };
  /** Other ways to add or clear, below the one-at-a-time row. */
  children?: ReactNode;
};

/** A fieldset of dates or times: what is chosen (each removable), then ways to add more. */
export function PillListField({
  legend,
  hint,
  value,
  onChange,
  error,
  list,
  adder,
  children,
}: PillListFieldProps) {
  const [one, setOne] = useState('');
  return (
    <Fieldset legend={legend} radius="md" styles={LEGEND}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <PillList
          items={value}
          label={list.label}
          empty={list.empty}
          shown={list.shown}
          removeLabel={list.removeLabel}
          onRemove={(item) => onChange(value.filter((kept) => kept !== item))}
        />
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <TextInput
            type={adder.type}
            dir="ltr"
            label={adder.label}
            value={one}
            onChange={(e) => setOne(e.currentTarget.value)}
            w={{ base: '100%', xs: 150 }}
          />
          <Button
            variant="default"
            disabled={!adder.valid(one)}
            onClick={() => {
              onChange(merged(value, [one]));
              setOne('');
            }}
          >
            {adder.button}
          </Button>
        </Group>
        {children}
      </Stack>
    </Fieldset>
  );
}

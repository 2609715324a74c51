import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { ChangeNote, type GoodWhen } from './change-note.tsx';

type KpiFigureProps = {
  label: string;
  current: number | null;
  previous: number | null;
  format: (value: number) => string;
  goodWhen: GoodWhen;
  share?: boolean;
  hint?: ReactNode;
};

/** One figure of the period, large, with its change from the period before and a line of context. */
export function KpiFigure({ label, current, previous, format, goodWhen, share, hint }: KpiFigureProps) {
  const write = (value: number | null) => (value === null ? '—' : format(value));
  return (
    <Stack gap={4} data-figure={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {write(current)}
      </Text>
      <ChangeNote
        current={current}
        previous={previous}
        previousText={write(previous)}
        goodWhen={goodWhen}
        {...(share !== undefined && { share })}
      />
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

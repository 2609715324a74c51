import type { ReactNode } from 'react';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { Card } from './card/card.tsx';

type StatCardProps = { label: string; value: string; icon: ReactNode; hint?: ReactNode };

/** A headline figure: label, big number, one line of context; a kit card without a header. */
export function StatCard({ label, value, icon, hint }: StatCardProps) {
  return (
    <Card withHeader={false}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mt={4}>
            {value}
          </Text>
        </div>
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
      </Group>
      {hint && (
        <Text size="sm" c="dimmed" mt="xs" component="div">
          {hint}
        </Text>
      )}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, Stack, ThemeIcon, Title } from '@mantine/core';

type StepCardProps = { icon: ReactNode; title: string; children: ReactNode };

/** The frame of a sign-in step that replaces the form (approval, waiting). */
export function StepCard({ icon, title, children }: StepCardProps) {
  return (
    <Card p="xl">
      <Stack gap="md">
        <ThemeIcon size={44} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

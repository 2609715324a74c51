import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type PageTitleProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** Each page's single h1, with an optional line under it and actions on the end side. */
export function PageTitle({ title, description, actions }: PageTitleProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}

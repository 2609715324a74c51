import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

type QueryErrorProps = {
  title: string;
  error: Error | null;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed load said in words, with a way to try again (the old console stayed silent). */
export function QueryError({ title, error, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Text size="sm" mb="sm">
        {error?.message ?? 'Please try again.'}
      </Text>
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useT } from '../lib/i18n/use-t.ts';
import { Alert } from './alert.tsx';

type QueryErrorProps = {
  title: string;
  error: Error | null;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed load said in words, with a way to try again (the old console stayed silent). */
export function QueryError({ title, error, onRetry, retrying = false }: QueryErrorProps) {
  const { t } = useT();
  return (
    <Alert type="danger" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Text size="sm" mb="sm">
        {error?.message ?? t('widgets.queryError.tryAgain')}
      </Text>
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

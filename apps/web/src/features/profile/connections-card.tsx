import { Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { useConnections } from '../../lib/queries/connections.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { AddConnectionForm } from './add-connection-form.tsx';
import { ConnectionList } from './connection-list.tsx';
import { PendingRequests } from './pending-requests.tsx';

/** The profile's connections: ask someone, answer or take back requests, and the people connected. */
export function ConnectionsCard() {
  const { t } = useT();
  const list = useConnections();

  return (
    <Card component="section" aria-labelledby="connections-title">
      <Title order={2} size="h4" id="connections-title">
        {t('connections.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('connections.intro')}
      </Text>
      <Stack gap="lg">
        <AddConnectionForm />
        <Divider />
        {list.isPending && <Skeleton height={120} radius="md" aria-label={t('connections.loading')} />}
        {list.isError && (
          <QueryError
            title={t('connections.loadFailed')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        {list.isSuccess && (
          <>
            <PendingRequests direction="incoming" requests={list.data.incoming} />
            <PendingRequests direction="outgoing" requests={list.data.outgoing} />
            <ConnectionList connections={list.data.connections} />
          </>
        )}
      </Stack>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { Connection, ConnectionsResponse, PendingConnection } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { PersonList, PersonRow } from './person-row.tsx';

type ConnectionLists = Pick<ConnectionsResponse, 'connections' | 'incoming' | 'outgoing'>;

type TheirConnectionsProps = {
  record: ConnectionLists;
  /** What can be done with each person (staff open their record); nothing by default. */
  actionsFor?: (person: Connection | PendingConnection) => ReactNode;
};

/** Someone else's connections and the requests waiting both ways, read-only, in the third person. */
export function TheirConnections({ record, actionsFor = () => null }: TheirConnectionsProps) {
  const { t } = useT();
  const pending = [
    ['incoming', record.incoming],
    ['outgoing', record.outgoing],
  ] as const;
  return (
    <Card component="section" aria-labelledby="child-connections-title">
      <Title order={2} size="h4" id="child-connections-title" mb="md">
        {t('connections.child.connectionsTitle')}
      </Title>
      <Stack gap="lg">
        {pending.map(
          ([direction, requests]) =>
            requests.length > 0 && (
              <Stack gap={4} key={direction} component="section" aria-labelledby={`child-${direction}-title`}>
                <Title order={3} size="h5" id={`child-${direction}-title`}>
                  {t(`connections.child.${direction}Title`)}
                </Title>
                <PersonList labelledBy={`child-${direction}-title`}>
                  {requests.map((request) => (
                    <PersonRow
                      key={`${request.subscriberID}-${request.kind}`}
                      person={request}
                      detail={t(`connections.child.${direction}_${request.kind}`, {
                        date: formatDate(request.requestedAt),
                      })}
                      actions={actionsFor(request)}
                    />
                  ))}
                </PersonList>
              </Stack>
            ),
        )}
        <Stack gap={4} component="section" aria-labelledby="child-connected-title">
          <Title order={3} size="h5" id="child-connected-title">
            {t('connections.list.title')}
          </Title>
          {record.connections.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('connections.child.none')}
            </Text>
          ) : (
            <PersonList labelledBy="child-connected-title">
              {record.connections.map((connection) => (
                <PersonRow
                  key={`${connection.subscriberID}-${connection.kind}`}
                  person={connection}
                  detail={t(`connections.roles.${connection.role}`)}
                  actions={actionsFor(connection)}
                />
              ))}
            </PersonList>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

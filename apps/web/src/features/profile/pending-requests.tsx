import { Button, Stack, Text, Title } from '@mantine/core';
import type { PendingConnection } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useRemoveConnection, useRespondToConnection } from '../../lib/queries/connections.ts';
import { PersonList, PersonRow } from '../../ui/person/person-row.tsx';

type Direction = 'incoming' | 'outgoing';

/** Requests still waiting: made to you (accept or decline) or by you (take back). */
export function PendingRequests({
  direction,
  requests,
}: {
  direction: Direction;
  requests: PendingConnection[];
}) {
  const { t } = useT();
  const respond = useRespondToConnection();
  const takeBack = useRemoveConnection();
  if (requests.length === 0) return null;
  const failure = respond.error ?? takeBack.error;
  const busyWith = (id: string) =>
    (respond.isPending && respond.variables.fromId === id) ||
    (takeBack.isPending && takeBack.variables.subscriberID === id);

  return (
    <Stack gap={4} component="section" aria-labelledby={`${direction}-title`}>
      <Title order={3} size="h5" id={`${direction}-title`}>
        {t(`connections.${direction}.title`)}
      </Title>
      <PersonList labelledBy={`${direction}-title`}>
        {requests.map((request) => {
          const name = request.full_name;
          const date = formatDate(request.requestedAt);
          const busy = busyWith(request.subscriberID);
          return (
            <PersonRow
              key={`${request.subscriberID}-${request.kind}`}
              person={request}
              detail={
                direction === 'incoming'
                  ? t(`connections.incoming.asks_${request.kind}`, { date })
                  : request.waitingForParent
                    ? t('connections.outgoing.waitingForParent', { date })
                    : t(`connections.outgoing.asked_${request.kind}`, { date })
              }
              actions={
                direction === 'incoming' ? (
                  <>
                    <Button
                      size="xs"
                      loading={busy && respond.variables?.accept}
                      disabled={busy}
                      aria-label={t('connections.incoming.acceptFrom', { name })}
                      onClick={() => respond.mutate({ fromId: request.subscriberID, accept: true })}
                    >
                      {t('connections.incoming.accept')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy && respond.variables?.accept === false}
                      disabled={busy}
                      aria-label={t('connections.incoming.declineFrom', { name })}
                      onClick={() => respond.mutate({ fromId: request.subscriberID, accept: false })}
                    >
                      {t('connections.incoming.decline')}
                    </Button>
                  </>
                ) : (
                  <Button
                    size="xs"
                    variant="default"
                    loading={busy}
                    aria-label={t('connections.outgoing.takeBackFrom', { name })}
                    onClick={() =>
                      takeBack.mutate({ subscriberID: request.subscriberID, kind: request.kind })
                    }
                  >
                    {t('connections.outgoing.takeBack')}
                  </Button>
                )
              }
            />
          );
        })}
      </PersonList>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {t('connections.errors.notDone')}: {failure.message}
        </Text>
      )}
    </Stack>
  );
}

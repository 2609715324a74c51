import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { AwaitingParent } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDecideForChild } from '../../lib/queries/connections.ts';
import { PersonList, PersonRow } from '../../ui/person/person-row.tsx';

/** The requests to or from a parent's child that wait for the parent: approve or decline each. */
export function AwaitingApproval({ childId, requests }: { childId: string; requests: AwaitingParent[] }) {
  const { t } = useT();
  const decide = useDecideForChild(childId);
  if (requests.length === 0) return null;
  const busyWith = (r: AwaitingParent) =>
    decide.isPending && decide.variables.subscriberID === r.subscriberID && decide.variables.kind === r.kind;

  return (
    <Card component="section" aria-labelledby="child-awaiting-title">
      <Title order={2} size="h4" id="child-awaiting-title">
        {t('connections.child.awaitingTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('connections.child.awaitingIntro')}
      </Text>
      <Stack gap="xs">
        <PersonList labelledBy="child-awaiting-title">
          {requests.map((request) => {
            const name = request.full_name;
            const busy = busyWith(request);
            const answer = (approve: boolean) =>
              decide.mutate({ subscriberID: request.subscriberID, kind: request.kind, approve });
            return (
              <PersonRow
                key={`${request.subscriberID}-${request.kind}`}
                person={request}
                detail={t(`connections.child.${request.direction}_${request.kind}`, {
                  date: formatDate(request.requestedAt),
                })}
                actions={
                  <>
                    <Button
                      size="xs"
                      loading={busy && decide.variables?.approve}
                      disabled={busy}
                      aria-label={t('connections.child.approveWho', { name })}
                      onClick={() => answer(true)}
                    >
                      {t('connections.child.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy && decide.variables?.approve === false}
                      disabled={busy}
                      aria-label={t('connections.child.declineWho', { name })}
                      onClick={() => answer(false)}
                    >
                      {t('connections.child.decline')}
                    </Button>
                  </>
                }
              />
            );
          })}
        </PersonList>
        {decide.error && (
          <Text size="sm" c="red" role="alert">
            {t('connections.child.notDone')}: {decide.error.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

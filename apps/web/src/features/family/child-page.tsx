import { Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { ChildRecordResponse } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useChildRecord } from '../../lib/queries/connections.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import classes from '../profile/connections.module.css';
import { IdentityCard } from '../profile/identity-card.tsx';
import { PersonRow } from '../profile/person-row.tsx';
import { ProfileDetails } from '../profile/profile-details.tsx';

/** /profile/children/{childId}: a parent looks at their child's profile and connections, read-only. */
export function ChildPage() {
  const { t } = useT();
  const { childId = '' } = useParams();
  const record = useChildRecord(childId);

  return (
    <>
      <PageTitle
        title={record.data?.profile.full_name ?? ''}
        description={t('connections.child.description')}
      />
      {record.isError && (
        <QueryError
          title={t('connections.child.loadFailed')}
          error={record.error}
          onRetry={() => void record.refetch()}
          retrying={record.isFetching}
        />
      )}
      {record.isPending && <Skeleton height={360} radius="md" />}
      {record.isSuccess && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <IdentityCard profile={record.data.profile} editable={false} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Card component="section" aria-labelledby="child-details-title">
                <Title order={2} size="h4" id="child-details-title" mb="md">
                  {t('connections.child.details')}
                </Title>
                <ProfileDetails profile={record.data.profile} />
              </Card>
              <ChildConnections record={record.data} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

function ChildConnections({ record }: { record: ChildRecordResponse }) {
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
                <ul className={classes.list}>
                  {requests.map((request) => (
                    <PersonRow
                      key={`${request.subscriberID}-${request.kind}`}
                      person={request}
                      detail={t(`connections.child.${direction}_${request.kind}`, {
                        date: formatDate(request.requestedAt),
                      })}
                      actions={null}
                    />
                  ))}
                </ul>
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
            <ul className={classes.list}>
              {record.connections.map((connection) => (
                <PersonRow
                  key={`${connection.subscriberID}-${connection.kind}`}
                  person={connection}
                  detail={t(`connections.roles.${connection.role}`)}
                  actions={null}
                />
              ))}
            </ul>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

import { Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { useChildRecord, useRemoveChildConnection } from '../../lib/queries/connections.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { IdentityCard } from '../../ui/person/identity-card.tsx';
import { ProfileDetails } from '../../ui/person/profile-details.tsx';
import { TheirConnections } from '../../ui/person/their-connections.tsx';
import { DataRightsCard } from '../../ui/person/data-rights-card.tsx';
import { ReportPersonButton } from '../../ui/report-person-button.tsx';
import { AwaitingApproval } from './awaiting-approval.tsx';
import { RemoveChildConnection } from './remove-child-connection.tsx';
import { CareCard } from '../../ui/person/care-card.tsx';
import { useChildCare, useKeepChildCare } from './api/use-care.ts';

/**
 * /profile/children/{childId}: a parent looks at their child's profile and connections, approves or
 * declines the requests waiting for them, and can end a connection.
 */
export function ChildPage() {
  const { t } = useT();
  const { childId = '' } = useParams();
  const record = useChildRecord(childId);
  const remove = useRemoveChildConnection(childId);
  const care = useChildCare(childId);
  const keepCare = useKeepChildCare(childId);

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
            <IdentityCard profile={record.data.profile} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Card component="section" aria-labelledby="child-details-title">
                <Title order={2} size="h4" id="child-details-title" mb="md">
                  {t('connections.child.details')}
                </Title>
                <ProfileDetails profile={record.data.profile} />
              </Card>
              <AwaitingApproval childId={childId} requests={record.data.awaitingParent} />
              <TheirConnections
                // What the child asked and waits for the parent is in the card above.
                record={{ ...record.data, outgoing: record.data.outgoing.filter((r) => !r.waitingForParent) }}
                actionsFor={(person) => (
                  <Group gap="xs" wrap="nowrap">
                    <RemoveChildConnection person={person} remove={remove} />
                    {/* A parent may report the people their child is connected to (not their parents). */}
                    {!('requestedAt' in person) && person.kind !== 'parent' && (
                      <ReportPersonButton person={person} />
                    )}
                  </Group>
                )}
              />
              {remove.error && (
                <Text size="sm" c="red" role="alert">
                  {t('connections.child.notDone')}: {remove.error.message}
                </Text>
              )}
              <CareCard
                intro={t('care.intro', { name: record.data.profile.full_name })}
                care={care}
                keep={keepCare}
                isdCode={record.data.profile.isd_code}
              />
              <DataRightsCard childId={childId} name={record.data.profile.full_name} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

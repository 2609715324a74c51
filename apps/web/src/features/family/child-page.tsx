import { Card, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { useChildRecord } from '../../lib/queries/connections.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { IdentityCard } from '../../ui/person/identity-card.tsx';
import { ProfileDetails } from '../../ui/person/profile-details.tsx';
import { TheirConnections } from '../../ui/person/their-connections.tsx';
import { CareCard } from './care-card.tsx';

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
              <CareCard
                childId={childId}
                name={record.data.profile.full_name}
                isdCode={record.data.profile.isd_code}
              />
              <TheirConnections record={record.data} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

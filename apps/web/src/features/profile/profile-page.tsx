import { Suspense } from 'react';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { useOwnProfile } from '../../lib/queries/profile.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { ConnectionsCard } from './connections-card.tsx';
import { DetailsCard } from './details-card.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { IdentityCard } from '../../ui/person/identity-card.tsx';
import { PasswordChangeCard } from '../../ui/person/password-change.tsx';
import { DataRightsCard } from '../../ui/person/data-rights-card.tsx';
import { OwnCareCard } from './own-care-card.tsx';
import { SmsOptOutCard } from '../sms/index.ts';

/** /profile: the signed-in user's own profile: details, picture, care record, connections and password. */
export function ProfilePage() {
  const { t } = useT();
  const profile = useOwnProfile();

  return (
    <>
      <PageTitle title={t('profile.title')} description={t('profile.description')} />
      {profile.isError && (
        <QueryError
          title={t('profile.loadFailed')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      )}
      {profile.isPending && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={220} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={360} radius="md" />
          </Grid.Col>
        </Grid>
      )}
      {profile.isSuccess && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <IdentityCard profile={profile.data} change={<PictureUpload profile={profile.data} />} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <DetailsCard profile={profile.data} />
              <ConnectionsCard />
              <OwnCareCard isdCode={profile.data.isd_code} />
              <Suspense fallback={null}>
                <SmsOptOutCard />
              </Suspense>
              <PasswordChangeCard userName={profile.data.user_name} />
              <DataRightsCard name={profile.data.full_name} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

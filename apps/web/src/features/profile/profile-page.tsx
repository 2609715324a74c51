import { Grid, Skeleton, Stack } from '@mantine/core';
import { useOwnProfile } from '../../lib/queries/profile.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { DetailsCard } from './details-card.tsx';
import { IdentityCard } from './identity-card.tsx';
import { PasswordChangeCard } from './password-change-card.tsx';

/** /profile: the signed-in user's own profile: details, picture and password, each editable. */
export function ProfilePage() {
  const profile = useOwnProfile();

  return (
    <>
      <PageTitle
        title="My profile"
        description="Your details as Fieldhouse holds them, and how to change them."
      />
      {profile.isError && (
        <QueryError
          title="Your profile could not be loaded"
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
            <IdentityCard profile={profile.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <DetailsCard profile={profile.data} />
              <PasswordChangeCard userName={profile.data.user_name} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

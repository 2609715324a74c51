import { Avatar, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { avatarUrl } from '../../lib/avatar.ts';
import { useOwnProfile } from '../../lib/queries/profile.ts';
import defaultAvatar from '../../ui/default-avatar.svg';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { UserStatusBadge } from '../../ui/user-status-badge.tsx';
import { ProfileDetails } from './profile-details.tsx';
import classes from './profile-details.module.css';

/** /profile: the signed-in user's own profile, read-only for now. */
export function ProfilePage() {
  const profile = useOwnProfile();

  return (
    <>
      <PageTitle title="My profile" description="Your details as Fieldhouse holds them." />
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
            <Card>
              <Stack align="center" gap="xs" ta="center">
                <Avatar
                  src={avatarUrl(profile.data.profile_image, defaultAvatar)}
                  alt={`Profile picture of ${profile.data.full_name}`}
                  size={112}
                  radius={112}
                />
                <Title order={2} size="h3">
                  {profile.data.full_name}
                </Title>
                <Text c="dimmed" size="sm" className={classes.ids}>
                  <bdi dir="ltr">@{profile.data.user_name}</bdi>
                </Text>
                <Group gap="xs">
                  <UserStatusBadge status={profile.data.user_status} />
                </Group>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card>
              <Title order={2} size="h4" mb="sm">
                Details
              </Title>
              <ProfileDetails profile={profile.data} />
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

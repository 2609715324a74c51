import type { ReactNode } from 'react';
import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@fieldhouse/contract';
import { avatarUrl } from '../../lib/avatar.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import defaultAvatar from '../default-avatar.svg';
import { UserStatusBadge } from '../user-status-badge.tsx';
import classes from './profile-details.module.css';

/** Who the profile belongs to at a glance: picture, name, user name and status; `change` lets its owner change the picture. */
export function IdentityCard({ profile, change }: { profile: Profile; change?: ReactNode }) {
  const { t } = useT();
  return (
    <Card>
      <Stack align="center" gap="xs" ta="center">
        <Avatar
          src={avatarUrl(profile.profile_image, defaultAvatar)}
          alt={t('profile.pictureOf', { name: profile.full_name })}
          size={112}
          radius={112}
        />
        <Title order={2} size="h3" className={classes.ids}>
          {profile.full_name}
        </Title>
        <Text c="dimmed" size="sm" className={classes.ids}>
          <bdi dir="ltr">@{profile.user_name}</bdi>
        </Text>
        <Group gap="xs">
          <UserStatusBadge status={profile.user_status} />
        </Group>
        {change}
      </Stack>
    </Card>
  );
}

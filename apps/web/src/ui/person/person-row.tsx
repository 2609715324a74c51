import type { ReactNode } from 'react';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { avatarUrl } from '../../lib/avatar.ts';
import defaultAvatar from '../default-avatar.svg';
import classes from './connections.module.css';

type PersonRowProps = {
  person: { full_name: string; user_name: string; profile_image: string };
  /** What they are to you, or what waits between you. */
  detail: ReactNode;
  actions: ReactNode;
};

/** One person in the connections card: picture, name, user name, a line about them, actions. */
export function PersonRow({ person, detail, actions }: PersonRowProps) {
  return (
    <li className={classes.row}>
      <Group gap="sm" wrap="nowrap" className={classes.who}>
        {/* The name beside it says who this is, so the picture is decoration to a screen reader. */}
        <Avatar src={avatarUrl(person.profile_image, defaultAvatar)} alt="" size={40} radius="xl" />
        <Stack gap={0} className={classes.text}>
          {/* Wraps rather than cuts: the user name is how people tell two of the same name apart. */}
          <Text fw={600} size="sm" className={classes.name}>
            {person.full_name}{' '}
            <Text span c="dimmed" size="xs" fw={400}>
              <bdi dir="ltr">@{person.user_name}</bdi>
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        {actions}
      </Group>
    </li>
  );
}

import type { ReactNode } from 'react';
import { Avatar, Text } from '@mantine/core';
import { avatarUrl } from '../../lib/avatar.ts';
import defaultAvatar from '../default-avatar.svg';
import { RowList, RowListItem } from '../row-list.tsx';
import classes from './connections.module.css';

type PersonRowProps = {
  person: { full_name: string; user_name: string; profile_image: string };
  /** What they are to you, or what waits between you. */
  detail: ReactNode;
  actions: ReactNode;
};

/** People in a card: rules between them, flush with the card's text. */
export function PersonList({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <RowList rules="between" px={0} py="xs" label={label} labelledBy={labelledBy}>
      {children}
    </RowList>
  );
}

/** One person in the connections card: picture, name, user name, a line about them, actions. */
export function PersonRow({ person, detail, actions }: PersonRowProps) {
  return (
    <RowListItem
      gap={0}
      // The name beside it says who this is, so the picture is decoration to a screen reader.
      leading={<Avatar src={avatarUrl(person.profile_image, defaultAvatar)} alt="" size={40} radius="xl" />}
      title={
        // Wraps rather than cuts: the user name is how people tell two of the same name apart.
        <Text fw={600} size="sm" className={classes.name}>
          {person.full_name}{' '}
          <Text span c="dimmed" size="xs" fw={400}>
            <bdi dir="ltr">@{person.user_name}</bdi>
          </Text>
        </Text>
      }
      trailing={actions}
    >
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </RowListItem>
  );
}

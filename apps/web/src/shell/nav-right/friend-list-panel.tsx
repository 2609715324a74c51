import { useState } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Indicator,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { ChatFriend } from '@fieldhouse/contract';
import { avatarUrl } from '../../lib/avatar.ts';
import { formatNumber } from '../../lib/format.ts';
import { dayAgo } from '../../lib/day-ago.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useFriends } from '../../lib/queries/chat.ts';
import defaultAvatar from '../../ui/default-avatar.svg';
import { QueryError } from '../../ui/query-error.tsx';
import { RowList, RowListItem } from '../../ui/row-list.tsx';
import { navRight } from './nav-right-store.ts';
import classes from './nav-right.module.css';

/** "Online", or when the friend was last seen (lib/day-ago.ts). */
export function presenceText(friend: Pick<ChatFriend, 'status' | 'time'>): string {
  if (friend.status) return i18n.t('chat.online');
  return friend.time
    ? i18n.t('chat.lastSeen', { ago: dayAgo(friend.time, Date.now(), i18n.language) })
    : i18n.t('chat.offline');
}

export function FriendAvatar({ friend, size = 40 }: { friend: ChatFriend; size?: number }) {
  return (
    <Indicator
      position="bottom-end"
      offset={5}
      size={11}
      withBorder
      color={friend.status ? 'teal' : 'gray'}
      aria-hidden
    >
      <Avatar src={avatarUrl(friend.photo, defaultAvatar)} alt="" size={size} radius={size} />
    </Indicator>
  );
}

function FriendRow({ friend }: { friend: ChatFriend }) {
  const { t } = useT();
  const unread = friend.new > 0 ? `, ${t('chat.newMessages', { count: friend.new })}` : '';
  return (
    <RowListItem
      onClick={() => navRight.openChat(friend.id)}
      actionLabel={`${friend.name}, ${presenceText(friend)}${unread}`}
      nowrap
      gap={0}
      leading={<FriendAvatar friend={friend} />}
      title={
        <Text size="sm" fw={600} truncate>
          {friend.name}
        </Text>
      }
      trailing={
        friend.new > 0 && (
          <Badge color="red" size="sm" circle={friend.new < 10}>
            {formatNumber(friend.new)}
          </Badge>
        )
      }
    >
      <Text size="xs" c="dimmed" truncate>
        {presenceText(friend)}
      </Text>
    </RowListItem>
  );
}

/** The friend list with its search box and collapse control. */
export function FriendListPanel() {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const friends = useFriends();
  const needle = search.trim().toLocaleLowerCase();
  const shown = friends.data?.friends.filter((f) => f.name.toLocaleLowerCase().includes(needle)) ?? [];

  return (
    <>
      <div className={classes.head}>
        <Title order={2} size="h5" style={{ flex: 1 }}>
          {t('chat.friends')}
        </Title>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('chat.collapseList')}
          onClick={navRight.closeList}
        >
          <IconChevronRight size={18} aria-hidden className="fh-mirror-rtl" />
        </ActionIcon>
      </div>
      <TextInput
        m="sm"
        placeholder={t('chat.searchPlaceholder')}
        aria-label={t('chat.searchLabel')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea className={classes.messages} type="auto">
        {friends.isPending && (
          <Stack gap="sm" p="md" aria-busy="true" aria-label={t('chat.loadingFriends')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Stack>
        )}
        {friends.isError && (
          <QueryError
            title={t('chat.friendsFailed')}
            error={friends.error}
            onRetry={() => void friends.refetch()}
            retrying={friends.isFetching}
          />
        )}
        {friends.isSuccess && (
          <RowList rules="none" px="md" py="xs" label={t('chat.friends')}>
            {shown.map((friend) => (
              <FriendRow key={friend.id} friend={friend} />
            ))}
          </RowList>
        )}
        {friends.isSuccess && shown.length === 0 && (
          <Text size="sm" c="dimmed" p="md" ta="center">
            {needle ? t('chat.noMatch', { search: search.trim() }) : t('chat.noFriends')}
          </Text>
        )}
      </ScrollArea>
    </>
  );
}

import { useState } from 'react';
import { ActionIcon, Badge, ScrollArea, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { ChatFriend } from '@fieldhouse/contract';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useFriends } from '../../lib/queries/chat.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { ChatSuspendedNotice, chatSuspendedBy } from './chat-suspended.tsx';
import { RowList, RowListItem } from '../../ui/row-list.tsx';
import { navRight } from './nav-right-store.ts';
import { FriendAvatar, presenceText } from './friend-avatar.tsx';
import classes from './nav-right.module.css';

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
          <Stack gap="sm" p="md" role="status" aria-busy="true" aria-label={t('chat.loadingFriends')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Stack>
        )}
        {friends.isError && chatSuspendedBy(friends.error) && <ChatSuspendedNotice />}
        {friends.isError && !chatSuspendedBy(friends.error) && (
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

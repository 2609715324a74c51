import { Avatar, Indicator } from '@mantine/core';
import type { ChatFriend } from '@fieldhouse/contract';
import { avatarUrl } from '../../lib/avatar.ts';
import { dayAgo } from '../../lib/day-ago.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import defaultAvatar from '../../ui/default-avatar.svg';

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

import type { QueryClient } from '@tanstack/react-query';
import {
  CHAT_GROUP_SEPARATOR,
  NOTIFY_LIST_LIMIT,
  type ChatFriendsResponse,
  type LiveServerMessage,
  type NotifyListResponse,
} from '@fieldhouse/contract';
import { showToast } from '../../ui/toasts.tsx';
import { notificationText } from '../i18n/notification-text.ts';
import { addMessage, friendsKey, updateFriend } from '../queries/chat.ts';
import { refreshConnections } from '../queries/connections.ts';
import {
  deletionsKey,
  isEventNews,
  isFixtureNews,
  myEventsKey,
  myFixturesKey,
  notificationHistoryKey,
  notificationsKey,
} from '../queries/notifications.ts';
import { CARE_KEY, careChanged, registrationsKey } from '../queries/care-keys.ts';
import { settingsQuery } from '../queries/settings.ts';
import { menuQuery } from '../queries/menu.ts';
import { PREFERENCES_KEY } from '../queries/preferences.ts';
import { announceFriendTyping } from './typing.ts';

/**
 * The caller's status and next step: the waiting pages read it, and the decisions they wait for
 * (staff review, a parent's approval) each arrive as a notification.
 */
export const STATUS_INFO_KEY = ['status-info'] as const;

function addNotification(client: QueryClient, message: Extract<LiveServerMessage, { type: 'notification' }>) {
  const { notification, unseen } = message;
  const list = client.getQueryData<NotifyListResponse>(notificationsKey);
  if (list) {
    const others = list.notification.filter((n) => n.id !== notification.id);
    client.setQueryData<NotifyListResponse>(notificationsKey, {
      ...list,
      notification: [notification, ...others].slice(0, NOTIFY_LIST_LIMIT),
      unseen,
    });
  } else {
    void client.invalidateQueries({ queryKey: notificationsKey });
  }
  void client.invalidateQueries({ queryKey: notificationHistoryKey });
  void client.invalidateQueries({ queryKey: STATUS_INFO_KEY });
  // An offered place or a cancellation shows at once on an open My events page.
  if (isEventNews(notification)) void client.invalidateQueries({ queryKey: myEventsKey });
  // A moved fixture or a result shows at once on an open My fixtures page.
  if (isFixtureNews(notification)) void client.invalidateQueries({ queryKey: myFixturesKey });
  // A declined deletion shows at once on the open data card (one's own or a child's).
  if (notification.message.kind === 'deletion-declined')
    void client.invalidateQueries({ queryKey: deletionsKey });
  showToast({ title: notification.full_name, message: notificationText(notification.message) });
}

/** What a pushed message changes in the cache (and on screen). */
export function applyLiveMessage(
  client: QueryClient,
  message: Exclude<LiveServerMessage, { type: 'ready' }>,
): void {
  switch (message.type) {
    case 'notification':
      addNotification(client, message);
      return;
    case 'unseen':
      // Another tab marked some seen: which ones, only the list can say.
      client.setQueryData<NotifyListResponse>(
        notificationsKey,
        (old) => old && { ...old, unseen: message.unseen },
      );
      void client.invalidateQueries({ queryKey: notificationsKey });
      return;
    case 'message': {
      addMessage(client, message.message);
      const { friend_id: friendId, type } = message.message;
      // A conversation the list does not hold yet (a parent's view of their child's): list it.
      const listed = client
        .getQueryData<ChatFriendsResponse>(friendsKey)
        ?.friends.some((f) => f.id === friendId);
      if (!listed) void client.invalidateQueries({ queryKey: friendsKey });
      // An open chat panel marks it read straight away, which sets the count back; a parent
      // reading along counts nothing.
      if (type === 1 && !friendId.includes(CHAT_GROUP_SEPARATOR)) {
        updateFriend(client, friendId, (f) => ({ ...f, new: f.new + 1 }));
      }
      return;
    }
    case 'typing':
      announceFriendTyping(message.friend_id);
      return;
    case 'read':
      updateFriend(client, message.friend_id, (f) => ({ ...f, new: 0 }));
      return;
    case 'presence':
      updateFriend(client, message.friend_id, (f) => ({ ...f, status: message.status, time: message.time }));
      return;
    case 'connections':
      refreshConnections(client);
      return;
    case 'preferences':
      // usePreferencesSync takes the fresh copy, keeping choices this console has not saved yet.
      void client.invalidateQueries({ queryKey: PREFERENCES_KEY });
      return;
    case 'grants':
      // What the role grants changed: the menu (and what pages offer) follows without a reload.
      void client.invalidateQueries({ queryKey: menuQuery.queryKey });
      return;
    case 'care':
      careChanged(client, message.subscriberID);
      return;
    case 'settings':
      // The organisation's name, logo or rules changed: the shell and any open settings page follow.
      void client.invalidateQueries({ queryKey: settingsQuery.queryKey });
      return;
    case 'job':
      // A job this person started moved on: the jobs page (features/bulk, under `jobs`) reads it again.
      void client.invalidateQueries({ queryKey: ['jobs'] });
      return;
    case 'resync':
      resync(client);
  }
}

/**
 * Pushes may have been missed (the channel just opened, or the server stopped listening for a
 * while, as when PostgreSQL restarts): everything a push would have changed is read again.
 */
function resync(client: QueryClient) {
  for (const queryKey of [
    settingsQuery.queryKey,
    // The bell's list and, under it, the history page.
    notificationsKey,
    STATUS_INFO_KEY,
    myEventsKey,
    myFixturesKey,
    deletionsKey,
    PREFERENCES_KEY,
    menuQuery.queryKey,
    CARE_KEY,
    registrationsKey,
    ['jobs'],
  ])
    void client.invalidateQueries({ queryKey });
  // Connections, a parent's view of their child, the chat list and open conversations.
  refreshConnections(client);
}

import { useCallback } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationHistoryResponse, NotifyListResponse } from '@fieldhouse/contract';
import { call } from '../api.ts';
import { readSessionValue } from '../session.ts';

export const notificationsKey = ['notifications'] as const;

/** The athlete's and parent's events page (the participation area's menu entry). */
const MY_EVENTS_PATH = '/my/events';

/** The cache of that page (features/my-events): an event's news reads it again. */
export const myEventsKey = ['my-events'] as const;

/** Every deletion request's state the console holds (one's own, a child's): a decline reads it again. */
export const deletionsKey = ['data-rights', 'deletion'] as const;

/** Whether a notification is news of an event (an offered place, a lapsed offer, a cancellation). */
export const isEventNews = (notification: Notification) =>
  notification.from_type === 'event' || (notification.message.kind?.startsWith('event-') ?? false);

/** The household's fixtures page (the participation area's second menu entry). */
const MY_FIXTURES_PATH = '/my/fixtures';

/** The cache of that page (features/my-fixtures): a fixture's news reads it again. */
export const myFixturesKey = ['my-fixtures'] as const;

/** Whether a notification is news of a fixture: moved, called off, or a result entered. */
export const isFixtureNews = (notification: Notification) => {
  const kind = notification.message.kind ?? '';
  return kind.startsWith('fixture-') || kind === 'result-entered';
};

/**
 * The approval a child asks of the signed-in parent: the texted link's own route (`/x?c=…&p=…`),
 * with the parent's own id, which the server accepts from the parent the child named.
 */
export function parentApprovalPath(childId: string): string {
  const query = new URLSearchParams({ c: childId, p: readSessionValue('subscriberID') ?? '' });
  return `/x?${query.toString()}`;
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => call('POST /notify/list', { body: { data: '' } }, { signal }),
    // The live channel keeps it current (useLiveChannel); no polling.
    staleTime: Infinity,
  });
}

/** Under notificationsKey, so marking seen and live pushes refresh it with the bell's list. */
export const notificationHistoryKey = [...notificationsKey, 'history'] as const;

/**
 * Every notification, newest first, a page at a time. A refetch (after a push or a mark) fetches
 * the loaded pages again from the newest, each from the cursor the page before now gives.
 */
export function useNotificationHistory() {
  return useInfiniteQuery({
    queryKey: notificationHistoryKey,
    queryFn: ({ signal, pageParam }) =>
      call('GET /notifications', { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Optimistically flips notifications to seen; the server's list replaces the guess afterwards. */
function useSeenMutation<V>(
  call: (vars: V) => Promise<unknown>,
  isAffected: (vars: V, id: number) => boolean,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey: notificationsKey });
      client.setQueryData<NotifyListResponse>(notificationsKey, (old) => {
        if (!old) return old;
        const notification = old.notification.map((n) =>
          isAffected(vars, n.id) ? { ...n, seen_status: '1' as const } : n,
        );
        return { ...old, notification, unseen: notification.filter((n) => n.seen_status === '0').length };
      });
      const seen = (n: Notification) => (isAffected(vars, n.id) ? { ...n, seen_status: '1' as const } : n);
      client.setQueryData<InfiniteData<NotificationHistoryResponse>>(
        notificationHistoryKey,
        (old) =>
          old && { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.map(seen) })) },
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkSeen() {
  return useSeenMutation(
    (id: number) => call('POST /notify/seen', { body: { id } }),
    (id, candidate) => candidate === id,
  );
}

export function useMarkAllSeen() {
  return useSeenMutation(
    (_: void) => call('POST /notify/seen-all'),
    () => true,
  );
}

/** The page that saves a data download a job made (features/profile), named by its link's token. */
const dataDownloadPath = (token: string) => `/profile/downloads/${encodeURIComponent(token)}`;

/**
 * Where opening a notification leads: an event's news to My events, a fixture's to My fixtures, a
 * child's request waiting for the parent to the child's page, a ready data download to the page that
 * saves it, anything else to its sender's relation page.
 */
export function notificationTarget(notification: Notification): string {
  const { kind, params } = notification.message;
  if (kind === 'parent-named') return parentApprovalPath(notification.from_id);
  if (kind === 'data-export-ready') return dataDownloadPath(params?.token ?? '');
  // A request to or from a parent's child that waits for them: the child's page decides it; a
  // conversation of the child's the parent is in begins: the child's page, beside the chat.
  const childId = params?.childId;
  if ((kind?.startsWith('child-connection-') || kind === 'child-conversation-started') && childId) {
    return `/profile/children/${encodeURIComponent(childId)}`;
  }
  if (isEventNews(notification)) return MY_EVENTS_PATH;
  if (isFixtureNews(notification)) return MY_FIXTURES_PATH;
  return `/auth/relation/${encodeURIComponent(notification.from_id)}`;
}

/** Opening a notification marks it seen and goes where it leads (notificationTarget). */
export function useOpenNotification() {
  const navigate = useNavigate();
  const { mutate: markSeen } = useMarkSeen();
  return useCallback(
    (notification: Notification) => {
      if (notification.seen_status === '0') markSeen(notification.id);
      void navigate(notificationTarget(notification));
    },
    [markSeen, navigate],
  );
}

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ChatFriend,
  ChatFriendsResponse,
  ChatMessage,
  ChatMessagesResponse,
} from '@fieldhouse/contract';
import { call } from '../api.ts';

export const friendsKey = ['chat', 'friends'] as const;
export const conversationKey = (friendId: string) => ['chat', 'messages', friendId] as const;

type Conversation = InfiniteData<ChatMessagesResponse, unknown>;

/** The friend list; the live channel keeps it current (presence, unread counts). */
export function useFriends(enabled = true) {
  return useQuery({
    queryKey: friendsKey,
    queryFn: ({ signal }) => call('GET /chat/friends', {}, { signal }),
    staleTime: Infinity,
    enabled,
  });
}

/** A conversation, newest page first; each further page is older (loaded when scrolling up). */
export function useConversation(friendId: string) {
  return useInfiniteQuery({
    queryKey: conversationKey(friendId),
    queryFn: ({ signal, pageParam }) =>
      call('GET /chat/messages', { query: { friendId, before: pageParam } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.messages[0]?.id : undefined),
    staleTime: Infinity,
    retry: false,
  });
}

/** Oldest first, as the panel shows them. */
export function messagesOf(data: Conversation | undefined): ChatMessage[] {
  return data ? data.pages.toReversed().flatMap((page) => page.messages) : [];
}

/** Adds a message (sent here, or pushed live) to its open conversation, once. */
export function addMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<Conversation>(conversationKey(message.friend_id), (old) => {
    const [newest, ...older] = old?.pages ?? [];
    if (!old || !newest || old.pages.some((p) => p.messages.some((m) => m.id === message.id))) return old;
    return { ...old, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** Changes one friend-list entry in place. */
export function updateFriend(
  client: QueryClient,
  friendId: string,
  change: (f: ChatFriend) => ChatFriend,
): void {
  client.setQueryData<ChatFriendsResponse>(
    friendsKey,
    (old) => old && { ...old, friends: old.friends.map((f) => (f.id === friendId ? change(f) : f)) },
  );
}

export function useSendMessage(friendId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (msg: string) => call('POST /chat/messages', { body: { friendId, msg } }),
    onSuccess: ({ message }) => addMessage(client, message),
  });
}

/** Sends a picture (`picture` part); the server checks it as it checks profile pictures. */
export function useSendPicture(friendId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('picture', file);
      return call('POST /chat/messages/picture', { query: { friendId }, body: form });
    },
    onSuccess: ({ message }) => addMessage(client, message),
  });
}

export function useMarkRead(friendId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /chat/read', { body: { friendId } }),
    onMutate: () => updateFriend(client, friendId, (f) => ({ ...f, new: 0 })),
  });
}

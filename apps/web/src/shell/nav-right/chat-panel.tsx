import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { CHAT_SCROLL_DELAY_MS } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { messagesOf, useConversation, useFriends, useMarkRead } from '../../lib/queries/chat.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { ReportDialogWhenAsked } from '../../ui/report-dialog-when-asked.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { Bubble, ChatHeader, ChatRefusal } from './chat-parts.tsx';
import { ChatSuspendedNotice, chatSuspendedBy } from './chat-suspended.tsx';
import { useFriendTyping } from './use-friend-typing.ts';
import classes from './nav-right.module.css';

// Older messages load when the reader scrolls this close to the top.
const LOAD_OLDER_PX = 48;

/** The chat panel: header with back button, messages (older on scroll up), typing, composer. */
export function ChatPanel({ friendId }: { friendId: string }) {
  const { t } = useT();
  const friends = useFriends();
  const friend = friends.data?.friends.find((f) => f.id === friendId);
  const conversation = useConversation(friendId);
  const messages = messagesOf(conversation.data);
  const lastReceived = messages.findLast((m) => m.type === 1)?.id;
  const typing = useFriendTyping(friendId, lastReceived);
  const { mutate: markRead } = useMarkRead(friendId);
  const viewport = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const pages = conversation.data?.pages.length ?? 0;
  const notFound =
    conversation.isError && isApiError(conversation.error) && conversation.error.status === 404;
  const suspended = conversation.isError && chatSuspendedBy(conversation.error);
  const [reporting, setReporting] = useState<number | null>(null);

  const scrollToBottom = () => {
    setTimeout(
      () => viewport.current?.scrollTo({ top: viewport.current.scrollHeight }),
      CHAT_SCROLL_DELAY_MS,
    );
  };

  // Reading the panel reads the messages.
  const unread = friend?.new ?? 0;
  useEffect(() => {
    if (unread > 0 && conversation.isSuccess) markRead();
  }, [unread, conversation.isSuccess, markRead]);

  // The first page, and each new message, bring the newest into view.
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (newestId !== undefined) scrollToBottom();
  }, [newestId]);

  // An older page came in above: keep the reader where they were.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || heightBeforeOlder.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [pages]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element || element.scrollTop > LOAD_OLDER_PX) return;
    if (!conversation.hasNextPage || conversation.isFetchingNextPage) return;
    heightBeforeOlder.current = element.scrollHeight;
    void conversation.fetchNextPage();
  };

  if (suspended) {
    return (
      <>
        <ChatHeader friend={friend} />
        <ChatSuspendedNotice />
      </>
    );
  }

  if (notFound) {
    return (
      <>
        <ChatHeader friend={friend} />
        <Text ta="center" fw={700} c="dimmed" p="xl" role="status">
          {t('chat.notFound')}
        </Text>
      </>
    );
  }

  return (
    <>
      <ChatHeader friend={friend} />
      {friend?.watched && (
        <Alert variant="light" color="blue" py={6} radius={0}>
          <Text size="xs">{t('chat.parentsCanRead')}</Text>
        </Alert>
      )}
      <ScrollArea
        className={classes.messages}
        viewportRef={viewport}
        onScrollPositionChange={onScroll}
        type="auto"
      >
        {conversation.isFetchingNextPage && <Loader size="xs" mx="auto" my="xs" display="block" />}
        {conversation.hasNextPage && !conversation.isFetchingNextPage && (
          <Button
            variant="subtle"
            size="compact-xs"
            mx="auto"
            my="xs"
            display="block"
            onClick={() => void conversation.fetchNextPage()}
          >
            {t('chat.showOlder')}
          </Button>
        )}
        {conversation.isPending && (
          <Loader size="sm" mx="auto" my="xl" display="block" aria-label={t('chat.loadingConversation')} />
        )}
        {conversation.isError && !notFound && (
          <QueryError
            title={t('chat.conversationFailed')}
            error={conversation.error}
            onRetry={() => void conversation.refetch()}
            retrying={conversation.isFetching}
          />
        )}
        <Stack
          gap={6}
          p="sm"
          role="log"
          aria-label={t('chat.messagesWith', { name: friend?.name ?? t('chat.yourFriend') })}
        >
          {conversation.isSuccess && messages.length === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              {t('chat.noMessages')}
            </Text>
          )}
          {messages.map((message) => (
            <Bubble key={message.id} message={message} onReport={() => setReporting(message.id)} />
          ))}
        </Stack>
      </ScrollArea>
      <Text size="xs" c="dimmed" px="md" h={18} aria-live="polite">
        {typing ? t('chat.typing') : ''}
      </Text>
      {friend?.refusal ? (
        <ChatRefusal refusal={friend.refusal} />
      ) : (
        <ChatComposer friendId={friendId} onSent={scrollToBottom} />
      )}
      <ReportDialogWhenAsked
        target={reporting === null ? null : { kind: 'message', messageId: reporting }}
        onClose={() => setReporting(null)}
      />
    </>
  );
}

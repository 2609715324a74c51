import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFlag } from '@tabler/icons-react';
import { CHAT_SCROLL_DELAY_MS, type ChatFriend, type ChatMessage } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { avatarUrl } from '../../lib/avatar.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { messagesOf, useConversation, useFriends, useMarkRead } from '../../lib/queries/chat.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { ReportDialog } from '../../ui/report-dialog.tsx';
import { ChatSuspendedNotice, chatSuspendedBy } from './chat-suspended.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { FriendAvatar, presenceText } from './friend-avatar.tsx';
import { navRight } from './nav-right-store.ts';
import { useFriendTyping } from './use-friend-typing.ts';
import classes from './nav-right.module.css';

// Older messages load when the reader scrolls this close to the top.
const LOAD_OLDER_PX = 48;

function Bubble({ message, onReport }: { message: ChatMessage; onReport: () => void }) {
  const { t } = useT();
  const sent = message.type === 0;
  return (
    <div className={`${classes.bubble} ${sent ? classes.sent : classes.received}`} data-type={message.type}>
      {message.image ? (
        <a href={avatarUrl(message.image, '')} target="_blank" rel="noreferrer">
          <img
            className={classes.picture}
            src={avatarUrl(message.image, '')}
            alt={sent ? t('chat.pictureSent') : t('chat.pictureReceived')}
            loading="lazy"
          />
        </a>
      ) : (
        // People write in either direction: each message takes the direction of its own text.
        <Text size="sm" dir="auto">
          {message.msg}
        </Text>
      )}
      <Text size="10px" c={sent ? 'blue.1' : 'dimmed'} ta="end" mt={2}>
        <time dateTime={message.time}>{formatDateTime(message.time)}</time>
      </Text>
      {!sent && (
        <ActionIcon
          size="xs"
          variant="subtle"
          color="gray"
          aria-label={t('report.messageLabel')}
          onClick={onReport}
        >
          <IconFlag size={12} aria-hidden />
        </ActionIcon>
      )}
    </div>
  );
}

function ChatHeader({ friend }: { friend: ChatFriend | undefined }) {
  const { t } = useT();
  return (
    <div className={classes.head}>
      <ActionIcon variant="subtle" color="gray" aria-label={t('chat.back')} onClick={navRight.closeChat}>
        <IconArrowLeft size={18} aria-hidden className="fh-mirror-rtl" />
      </ActionIcon>
      {friend && <FriendAvatar friend={friend} size={32} />}
      <div style={{ minWidth: 0 }}>
        <Title order={2} size="h6" lineClamp={1}>
          {friend?.name ?? t('chat.chat')}
        </Title>
        {friend && (
          <Text size="xs" c="dimmed">
            {presenceText(friend)}
          </Text>
        )}
      </div>
    </div>
  );
}

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
      <ChatComposer friendId={friendId} onSent={scrollToBottom} />
      <ReportDialog
        target={reporting === null ? null : { kind: 'message', messageId: reporting }}
        onClose={() => setReporting(null)}
      />
    </>
  );
}

import { Fragment } from 'react';
import { ActionIcon, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFlag } from '@tabler/icons-react';
import { toLocalInput, type ChatFriend, type ChatMessage } from '@fieldhouse/contract';
import { avatarUrl } from '../../lib/avatar.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useOrganisationSettings } from '../../lib/queries/settings.ts';
import { FriendAvatar, presenceText } from './friend-avatar.tsx';
import { navRight } from './nav-right-store.ts';
import classes from './nav-right.module.css';

/* The chat panel's pieces: a message, the header (with a group's members), and why no send box. */

/** When a held message reaches the child: the clock time in the organisation's zone ("07:00"). */
function useDeliveryTime(heldUntil: string | null): string {
  const zone = useOrganisationSettings().data?.timeZone;
  if (!heldUntil) return '';
  return zone ? toLocalInput(heldUntil, zone).slice(11, 16) : formatDateTime(heldUntil);
}

export function Bubble({ message, onReport }: { message: ChatMessage; onReport: () => void }) {
  const { t } = useT();
  const deliveryTime = useDeliveryTime(message.held_until);
  const sent = message.type === 0;
  const dim = sent ? 'blue.1' : 'dimmed';
  return (
    <div className={`${classes.bubble} ${sent ? classes.sent : classes.received}`} data-type={message.type}>
      {message.sender && !sent && (
        <Text size="xs" fw={700} c={dim}>
          {message.sender}
        </Text>
      )}
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
      <Text size="10px" c={dim} ta="end" mt={2}>
        <time dateTime={message.time}>{formatDateTime(message.time)}</time>
      </Text>
      {message.held_until && (
        <Text size="10px" c={dim} ta="end">
          {t('chat.deliveredAt', { time: deliveryTime })}
        </Text>
      )}
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

// Where a parent's and their child's names go in the translated "{{child}}'s parent {{name}}".
const CHILD = '\uE000';
const NAME = '\uE001';

/**
 * A group's members as one line: "Coach Ali, Sam, Sam's parent Mona". Each name is isolated
 * (<bdi>), so Latin names keep their order inside an Arabic line and the other way round.
 */
function MembersLine({ members }: { members: ChatFriend['members'] }) {
  const { t } = useT();
  return members.map((m, i) => (
    <Fragment key={i}>
      {i > 0 && t('chat.listSeparator')}
      {m.parentOf ? (
        t('chat.parentOf', { child: CHILD, name: NAME })
          .split(/([\uE000\uE001])/)
          .map((part, j) =>
            part === CHILD || part === NAME ? (
              <bdi key={j}>{part === CHILD ? m.parentOf : m.name}</bdi>
            ) : (
              part
            ),
          )
      ) : (
        <bdi>{m.name}</bdi>
      )}
    </Fragment>
  ));
}

export function ChatHeader({ friend }: { friend: ChatFriend | undefined }) {
  const { t } = useT();
  const group = friend && friend.members.length > 0;
  return (
    <div className={classes.head}>
      <ActionIcon variant="subtle" color="gray" aria-label={t('chat.back')} onClick={navRight.closeChat}>
        <IconArrowLeft size={18} aria-hidden className="fh-mirror-rtl" />
      </ActionIcon>
      {friend && <FriendAvatar friend={friend} size={32} />}
      <div style={{ minWidth: 0 }}>
        <Title order={2} size="h6" lineClamp={2}>
          {group ? <MembersLine members={friend.members} /> : (friend?.name ?? t('chat.chat'))}
        </Title>
        {friend && (
          <Text size="xs" c="dimmed">
            {group ? t('chat.groupConversation') : presenceText(friend)}
          </Text>
        )}
      </div>
    </div>
  );
}

/** Why the reader cannot write here, in place of the send box. */
export function ChatRefusal({ refusal }: { refusal: NonNullable<ChatFriend['refusal']> }) {
  const { t } = useT();
  return (
    <Text size="sm" c="dimmed" p="md" role="status" className={classes.refusal}>
      {t(`chat.refusals.${refusal}`)}
    </Text>
  );
}

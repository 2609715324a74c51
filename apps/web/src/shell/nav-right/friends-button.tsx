import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { DeferredTooltip } from '../../ui/deferred/deferred-tooltip.tsx';
import { IconMessages } from '@tabler/icons-react';
import { useFriends } from '../../lib/queries/chat.ts';
import { navRight, useNavRight } from './nav-right-store.ts';
import { useT } from '../../lib/i18n/use-t.ts';

// The panels load the first time someone opens them, so a page that never opens them never downloads them.
const NavRightPanels = lazy(async () => ({
  default: (await import('./nav-right-panels.tsx')).NavRightPanels,
}));

/** Header button for the friend list, with the number of unread messages across friends. */
export function FriendsButton() {
  const { listOpen } = useNavRight();
  const [wanted, setWanted] = useState(false);
  const friends = useFriends();
  const unread = friends.data?.friends.reduce((sum, f) => sum + f.new, 0) ?? 0;
  const { t } = useT();
  const label = unread > 0 ? t('chat.friendsAndChatUnread', { count: unread }) : t('chat.friendsAndChat');

  return (
    <>
      {/* The tooltip wraps the button itself: the count badge around it is not what takes the focus. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        disabled={unread === 0}
        offset={6}
        color="#c92a2a"
      >
        <DeferredTooltip label={t('chat.friendsAndChat')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            aria-expanded={listOpen}
            aria-controls="friend-list-panel"
            onClick={() => {
              setWanted(true);
              navRight.toggleList();
            }}
          >
            <IconMessages size={20} aria-hidden />
          </ActionIcon>
        </DeferredTooltip>
      </Indicator>
      {(wanted || listOpen) && (
        <Suspense fallback={null}>
          <NavRightPanels />
        </Suspense>
      )}
    </>
  );
}

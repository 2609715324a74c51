import { Portal } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { ChatPanel } from './chat-panel.tsx';
import { FriendListPanel } from './friend-list-panel.tsx';
import { useNavRight } from './nav-right-store.ts';
import classes from './nav-right.module.css';

/** The friend list and, over it, the chat with the chosen friend. Closed panels are inert. */
export function NavRightPanels() {
  const { t } = useT();
  const { listOpen, chatOpen, friendId } = useNavRight();
  return (
    <Portal>
      <aside
        id="friend-list-panel"
        aria-label={t('chat.friends')}
        className={classes.panel}
        data-open={listOpen}
        inert={!listOpen}
      >
        <FriendListPanel />
      </aside>
      <section
        aria-label={t('chat.chat')}
        className={`${classes.panel} ${classes.chat}`}
        data-open={chatOpen}
        inert={!chatOpen}
      >
        {chatOpen && friendId && <ChatPanel key={friendId} friendId={friendId} />}
      </section>
    </Portal>
  );
}

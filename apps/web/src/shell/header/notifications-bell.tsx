import { lazy, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNotifications } from '../../lib/queries/notifications.ts';
import { DeferredPopup } from '../../ui/deferred/deferred-popup.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

const loadPopover = () => import('./bell-popover.tsx');
const BellPopover = lazy(async () => ({ default: (await loadPopover()).BellPopover }));

/** The header bell: unseen count, the latest notifications, mark as seen, view all. */
export function NotificationsBell() {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  const { data } = useNotifications();
  const unseen = data?.unseen ?? 0;

  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={unseen > 0 ? t('notifications.bellUnseen', { count: unseen }) : t('notifications.bell')}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => setOpened((value) => !value)}
    >
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
  return (
    // The count badge sits outside the popover target, which wires ARIA onto its direct child.
    <Indicator
      label={unseen > 99 ? '99+' : unseen}
      size={18}
      disabled={unseen === 0}
      offset={6}
      color="#c92a2a"
    >
      <DeferredPopup
        trigger={trigger}
        preload={loadPopover}
        popup={<BellPopover trigger={trigger} opened={opened} setOpened={setOpened} unseen={unseen} />}
      />
    </Indicator>
  );
}

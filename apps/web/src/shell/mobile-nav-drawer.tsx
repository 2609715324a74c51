import { Drawer } from '@mantine/core';
import { MENU_MAX_WIDTH_PX } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';
import { SideNav } from './nav/side-nav.tsx';
import classes from './console-shell.module.css';
import hidden from './sr-only.module.css';

/** The menu on narrow screens, in a drawer behind the burger. Loaded the first time it opens. */
export function MobileNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={MENU_MAX_WIDTH_PX}
      // Mantine mirrors 'left' to the right-hand side in right-to-left layouts.
      position="left"
      withCloseButton={false}
      padding={0}
      // Names the dialog for screen readers; the menu below shows the brand itself.
      title={t('shell.mainNavigation')}
      classNames={{ content: classes.drawerContent, body: classes.drawerBody, header: hidden.srOnly }}
    >
      <nav aria-label={t('shell.mainNavigation')} className={classes.drawerNav}>
        <SideNav onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}

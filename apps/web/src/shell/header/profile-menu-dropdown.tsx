import type { ReactElement } from 'react';
import { Avatar, Menu, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROFILE_MENU_ID } from '@fieldhouse/contract';
import { setMenuId } from '../../lib/session.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import classes from './profile-menu.module.css';

type ProfileMenuDropdownProps = { trigger: ReactElement; name: string; userName: string; src: string };

/** The account menu itself, fetched when first opened (profile-menu.tsx draws its button). */
export function ProfileMenuDropdown({ trigger, name, userName, src }: ProfileMenuDropdownProps) {
  const { t } = useT();
  const { signOut, pending } = useSignOut();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withArrow withInitialFocusPlaceholder={false}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {/* The account card is the Profile link itself: a menu may hold only items and separators. */}
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<Avatar src={src} alt={t('shell.yourPicture')} radius="xl" size={40} />}
          onClick={() => setMenuId(PROFILE_MENU_ID)}
        >
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            <bdi dir="ltr">@{userName}</bdi>
          </Text>
          <Text size="xs" c="var(--mantine-primary-color-light-color)" fw={500}>
            {t('shell.viewProfile')}
          </Text>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          className={classes.danger}
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
          disabled={pending}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROFILE_MENU_ID } from '@fieldhouse/contract';
import defaultAvatar from '../../ui/default-avatar.svg';
import { avatarUrl } from '../../lib/avatar.ts';
import { useOwnProfile } from '../../lib/queries/profile.ts';
import { setMenuId } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import classes from './profile-menu.module.css';

/** The header's account dropdown: picture and name from the profile call, Profile, Logout. */
export function ProfileMenu({ showName }: { showName: boolean }) {
  const { t } = useT();
  const session = useSession();
  const profile = useOwnProfile();
  const { signOut, pending } = useSignOut();
  // The profile query is the live copy: an edit or a new picture shows here at once.
  const name = profile.data?.full_name ?? session.fullName;
  const userName = profile.data?.user_name ?? session.userName;
  const src = avatarUrl(profile.data ? profile.data.profile_image : session.profileImg, defaultAvatar);

  return (
    <Menu position="bottom-end" width={240} shadow="md" withArrow withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.accountMenu', { name })} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={src} alt="" radius="xl" size={34} />
            {showName && (
              <Text size="sm" fw={500} maw={160} truncate>
                {name}
              </Text>
            )}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
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

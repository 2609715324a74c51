import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROFILE_MENU_ID } from '@fieldhouse/contract';
import defaultAvatar from '../../ui/default-avatar.svg';
import { avatarUrl } from '../../lib/avatar.ts';
import { useOwnProfile } from '../../lib/queries/profile.ts';
import { setMenuId } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import classes from './profile-menu.module.css';

/** The header's account dropdown (spec §2): picture and name from the profile call, Profile, Logout. */
export function ProfileMenu({ showName }: { showName: boolean }) {
  const session = useSession();
  const profile = useOwnProfile();
  const { signOut, pending } = useSignOut();
  const name = profile.data?.full_name ?? session.fullName;
  const src = avatarUrl(profile.data ? profile.data.profile_image : session.profileImg, defaultAvatar);

  return (
    <Menu position="bottom-end" width={240} shadow="md" withArrow withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} style={{ borderRadius: 999 }}>
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
        <Menu.Label>
          {/* A menu may only hold items, groups and separators, so the account card is a group. */}
          <Group gap="sm" wrap="nowrap" role="group" aria-label={`Signed in as ${name}`}>
            <Avatar src={src} alt={`Profile picture of ${name}`} radius="xl" size={40} />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                <bdi dir="ltr">@{session.userName}</bdi>
              </Text>
            </div>
          </Group>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<IconUser size={16} aria-hidden />}
          onClick={() => setMenuId(PROFILE_MENU_ID)}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          className={classes.danger}
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
          disabled={pending}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

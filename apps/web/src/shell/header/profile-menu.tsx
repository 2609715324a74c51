import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import defaultAvatar from '../../ui/default-avatar.svg';
import { DeferredPopup } from '../../ui/deferred/deferred-popup.tsx';
import { avatarUrl } from '../../lib/avatar.ts';
import { useOwnProfile } from '../../lib/queries/profile.ts';
import { useSession } from '../../lib/use-session.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { lazy } from 'react';

const loadDropdown = () => import('./profile-menu-dropdown.tsx');
const ProfileMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).ProfileMenuDropdown }));

/** The header's account dropdown: picture and name from the profile call, Profile, Logout. */
export function ProfileMenu({ showName }: { showName: boolean }) {
  const { t } = useT();
  const session = useSession();
  const profile = useOwnProfile();
  // The profile query is the live copy: an edit or a new picture shows here at once.
  const name = profile.data?.full_name ?? session.fullName;
  const userName = profile.data?.user_name ?? session.userName;
  const src = avatarUrl(profile.data ? profile.data.profile_image : session.profileImg, defaultAvatar);

  const trigger = (
    <UnstyledButton
      aria-label={t('shell.accountMenu', { name })}
      aria-haspopup="menu"
      aria-expanded={false}
      style={{ borderRadius: 999 }}
    >
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
  );
  return (
    <DeferredPopup
      trigger={trigger}
      preload={loadDropdown}
      popup={<ProfileMenuDropdown trigger={trigger} name={name} userName={userName} src={src} />}
    />
  );
}

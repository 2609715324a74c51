import { useMemo } from 'react';
import { Avatar } from '@mantine/core';
import type { SpotlightActionData } from '@mantine/spotlight';
import { IconUsers } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { avatarUrl } from '../../lib/avatar.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import type { SearchablePage } from '../../lib/menu-tree.ts';
import { setMenuId } from '../../lib/session.ts';
import defaultAvatar from '../../ui/default-avatar.svg';
import { useSubscriberResults } from './use-subscriber-results.ts';

const SUBSCRIBERS_URL = '/subscriber';

/**
 * The people found for what is typed, each opening their record as from the Subscribers page,
 * then one more entry that opens the Subscribers page itself filtered by the same words: the
 * header lists only the first few.
 */
export function usePeopleActions(query: string, pages: SearchablePage[]) {
  const { t } = useT();
  const navigate = useNavigate();
  const found = useSubscriberResults(query);
  const menuId = pages.find((page) => page.url === SUBSCRIBERS_URL)?.id;
  const seeAll = t('shell.searchSeeAll');
  const actions = useMemo((): SpotlightActionData[] => {
    const open = (url: string) => {
      if (menuId !== undefined) setMenuId(menuId);
      void navigate(url);
    };
    if (found.people.length === 0) return [];
    return [
      ...found.people.map((person) => ({
        id: `subscriber-${person.subscriberID}`,
        label: person.fullName,
        description: `@${person.userName} · ${person.mobile}`,
        // Found by the server (any format of a number, words in any order): always shown.
        keywords: [query],
        leftSection: (
          <Avatar src={avatarUrl(person.profileImage, defaultAvatar)} size={24} radius="xl" alt="" />
        ),
        onClick: () => open(`${SUBSCRIBERS_URL}/${person.subscriberID}`),
      })),
      {
        id: 'subscribers-all',
        label: seeAll,
        keywords: [query],
        leftSection: <IconUsers size={18} aria-hidden />,
        onClick: () => open(`${SUBSCRIBERS_URL}?${new URLSearchParams({ q: query.trim() }).toString()}`),
      },
    ];
  }, [found.people, query, menuId, navigate, seeAll]);
  return { actions, allowed: found.allowed };
}

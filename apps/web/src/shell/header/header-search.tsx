import '@mantine/spotlight/styles.css';
import { useEffect, useMemo } from 'react';
import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { claimEarlySearchShortcut, releaseSearchShortcut } from '../../lib/early-search-shortcut.ts';
import { searchablePages } from '../../lib/menu-tree.ts';
import { useMenu } from '../../lib/queries/menu.ts';
import { setMenuId } from '../../lib/session.ts';
import { hideApp } from '../../ui/hide-app.ts';
import { NavIcon } from '../nav/nav-icon.tsx';
import classes from './header-search.module.css';

// Spec: the header search finds menu pages. Ctrl/⌘+K as usual, and '/' as many consoles do.
const SHORTCUTS = ['mod + K', '/'];

function usePageActions(): SpotlightActionData[] {
  const { data: menu } = useMenu();
  const navigate = useNavigate();
  return useMemo(
    () =>
      searchablePages(menu ?? []).map((page) => ({
        id: `page-${page.id}`,
        label: page.title,
        description: page.path.join(' › ') || undefined,
        leftSection: <NavIcon icon={page.icon ?? (page.external ? 'external' : undefined)} size={18} />,
        onClick: () => {
          setMenuId(page.id);
          if (page.external) window.open(page.url, page.newTab ? '_blank' : '_self', 'noopener');
          else void navigate(page.url);
        },
      })),
    [menu, navigate],
  );
}

/** The header search box: opens a Spotlight over every page of the caller's menu, hidden ones too. */
export function HeaderSearch({ compact }: { compact: boolean }) {
  const actions = usePageActions();

  useEffect(() => {
    if (claimEarlySearchShortcut()) spotlight.open();
    return releaseSearchShortcut;
  }, []);
  return (
    <>
      {compact ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Search pages"
          onClick={spotlight.open}
        >
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      ) : (
        <UnstyledButton
          className={classes.trigger}
          onClick={spotlight.open}
          aria-label="Search pages (Ctrl+K)"
        >
          <Group gap="xs" wrap="nowrap">
            <IconSearch size={16} aria-hidden />
            <Text size="sm" className={classes.placeholder}>
              Search pages…
            </Text>
            <Kbd size="xs" aria-hidden>
              Ctrl K
            </Kbd>
          </Group>
        </UnstyledButton>
      )}
      <Spotlight
        actions={actions}
        shortcut={SHORTCUTS}
        onSpotlightOpen={() => hideApp(true)}
        onSpotlightClose={() => hideApp(false)}
        // The dialog is named by a title only screen readers see; the search box says the rest.
        title="Search pages"
        classNames={{ header: classes.hiddenHeader, actionDescription: classes.actionDescription }}
        nothingFound="No page matches your search."
        highlightQuery
        limit={20}
        scrollable
        maxHeight={360}
        searchProps={{
          leftSection: <IconSearch size={18} aria-hidden />,
          placeholder: 'Search pages…',
          'aria-label': 'Search pages',
        }}
      />
    </>
  );
}

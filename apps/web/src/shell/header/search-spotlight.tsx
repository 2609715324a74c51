import '@mantine/spotlight/styles.css';
import { useEffect, useMemo, type KeyboardEvent } from 'react';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import type { SearchablePage } from '../../lib/menu-tree.ts';
import { setMenuId } from '../../lib/session.ts';
import { hideApp } from '../../ui/hide-app.ts';
import { NavIcon } from '../nav/nav-icon.tsx';
import { usePeopleActions } from './people-actions.tsx';
import classes from './header-search.module.css';

function usePageActions(pages: SearchablePage[]): SpotlightActionData[] {
  const navigate = useNavigate();
  return useMemo(
    () =>
      pages.map((page) => ({
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
    [pages, navigate],
  );
}

// Enter opens the first result when none is chosen yet: people arrive after the pages were matched.
function openFirstResult(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  const list = document.querySelector('.mantine-Spotlight-actionsList');
  if (list && !list.querySelector('[data-selected]'))
    list.querySelector<HTMLElement>('[data-action]')?.click();
}

type SearchSpotlightProps = {
  /** Counts the times the header asked for it: each new count opens it. */
  openRequests: number;
  pages: SearchablePage[];
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  label: string;
  placeholder: string;
};

/**
 * The search dialog over every page of the caller's menu (hidden ones too) and, for staff, people.
 * Loaded the first time the header asks for it: Spotlight brings Modal, focus trap and scroll lock,
 * which nothing else on the way to the dashboard needs.
 */
export function SearchSpotlight({
  openRequests,
  pages,
  query,
  onQueryChange,
  onClose,
  label,
  placeholder,
}: SearchSpotlightProps) {
  const { t } = useT();
  const pageActions = usePageActions(pages);
  const people = usePeopleActions(query, pages);
  const actions = people.actions.length
    ? [
        { group: t('shell.searchGroupPages'), actions: pageActions },
        { group: t('shell.searchGroupPeople'), actions: people.actions },
      ]
    : pageActions;

  useEffect(() => {
    if (openRequests > 0) spotlight.open();
  }, [openRequests]);

  return (
    <Spotlight
      actions={actions}
      query={query}
      onQueryChange={onQueryChange}
      // The header listens for the shortcuts, also before this dialog is loaded.
      shortcut={null}
      onSpotlightClose={() => {
        hideApp(false);
        onClose();
      }}
      // The dialog is named by a title only screen readers see; the search box says the rest.
      title={label}
      classNames={{ header: classes.hiddenHeader, actionDescription: classes.actionDescription }}
      nothingFound={t('shell.searchNothingFound')}
      highlightQuery
      limit={20}
      scrollable
      maxHeight={360}
      searchProps={{
        leftSection: <IconSearch size={18} aria-hidden />,
        placeholder,
        'aria-label': label,
        onKeyDown: openFirstResult,
        // The app behind goes inert only once the dialog's box has the focus: made inert as the
        // dialog opened, the header box lost its focus before this one had it, and what was
        // typed in between (the second key of a fast typist) fell on the page and was lost.
        onFocus: () => hideApp(true),
      }}
    />
  );
}

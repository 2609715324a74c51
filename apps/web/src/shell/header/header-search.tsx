import '@mantine/spotlight/styles.css';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { HeaderIconButton } from './header-icon-button.tsx';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { claimEarlySearchShortcut, releaseSearchShortcut } from '../../lib/early-search-shortcut.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { searchablePages, type SearchablePage } from '../../lib/menu-tree.ts';
import { useMenu } from '../../lib/queries/menu.ts';
import { setMenuId } from '../../lib/session.ts';
import { hideApp } from '../../ui/hide-app.ts';
import { NavIcon } from '../nav/nav-icon.tsx';
import { useGrowingWidth } from './use-growing-width.ts';
import { usePeopleActions } from './people-actions.tsx';
import classes from './header-search.module.css';

// The header search finds menu pages, and people for staff. Ctrl/⌘+K as usual, and '/' as many consoles do.
const SHORTCUTS = ['mod + K', '/'];

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

/**
 * The header search box: the magnifier opens a box that grows to 170 px; what is
 * typed there carries on in a Spotlight over every page of the caller's menu, hidden ones too.
 * On narrow screens the magnifier opens the Spotlight straight away.
 */
export function HeaderSearch({ compact }: { compact: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { data: menu } = useMenu();
  const pages = useMemo(() => searchablePages(menu ?? []), [menu]);
  const pageActions = usePageActions(pages);
  const people = usePeopleActions(query, pages);
  const actions = people.actions.length
    ? [
        { group: t('shell.searchGroupPages'), actions: pageActions },
        { group: t('shell.searchGroupPeople'), actions: people.actions },
      ]
    : pageActions;
  const width = useGrowingWidth(open);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const label = people.allowed ? t('shell.searchPagesAndPeople') : t('shell.searchPages');

  useEffect(() => {
    if (claimEarlySearchShortcut()) spotlight.open();
    return releaseSearchShortcut;
  }, []);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <div className={classes.box}>
      <HeaderIconButton
        label={label}
        tooltipDisabled={open}
        aria-expanded={compact ? undefined : open}
        aria-controls={compact || !open ? undefined : inputId}
        onClick={() => (compact ? spotlight.open() : open ? close() : setOpen(true))}
      >
        <IconSearch size={20} aria-hidden />
      </HeaderIconButton>
      {!compact && (
        <input
          ref={input}
          id={inputId}
          type="search"
          className={classes.input}
          style={{ width }}
          data-open={open || undefined}
          aria-label={label}
          placeholder={people.allowed ? t('shell.searchPeoplePlaceholder') : t('shell.searchPlaceholder')}
          value={query}
          tabIndex={open ? 0 : -1}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            if (event.currentTarget.value.trim()) spotlight.open();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
            if (event.key === 'Enter') spotlight.open();
          }}
          onBlur={() => {
            if (!query) setOpen(false);
          }}
        />
      )}
      <Spotlight
        actions={actions}
        query={query}
        onQueryChange={setQuery}
        shortcut={SHORTCUTS}
        onSpotlightClose={() => {
          hideApp(false);
          close();
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
          placeholder: people.allowed ? t('shell.searchPeoplePlaceholder') : t('shell.searchPlaceholder'),
          'aria-label': label,
          onKeyDown: openFirstResult,
          // The app behind goes inert only once the dialog's box has the focus: made inert as the
          // dialog opened, the header box lost its focus before this one had it, and what was
          // typed in between (the second key of a fast typist) fell on the page and was lost.
          onFocus: () => hideApp(true),
        }}
      />
    </div>
  );
}

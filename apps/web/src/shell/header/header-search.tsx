import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { claimEarlySearchShortcut, releaseSearchShortcut } from '../../lib/early-search-shortcut.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { searchablePages } from '../../lib/menu-tree.ts';
import { useCan, useMenu } from '../../lib/queries/menu.ts';
import { HeaderIconButton } from './header-icon-button.tsx';
import { useGrowingWidth } from './use-growing-width.ts';
import classes from './header-search.module.css';

// The header search finds menu pages, and people for staff. Ctrl/⌘+K as usual, and '/' as many consoles do.
const SHORTCUTS = ['mod+K', '/'];

const loadSpotlight = () => import('./search-spotlight.tsx');
const SearchSpotlight = lazy(async () => ({ default: (await loadSpotlight()).SearchSpotlight }));

/**
 * The header search box: the magnifier opens a box that grows to 170 px; what is
 * typed there carries on in a Spotlight over every page of the caller's menu, hidden ones too.
 * On narrow screens the magnifier opens the Spotlight straight away. The Spotlight is fetched when
 * first wanted (a pointer or the focus on the box starts it early).
 */
export function HeaderSearch({ compact }: { compact: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [openRequests, setOpenRequests] = useState(0);
  const openSpotlight = useCallback(() => setOpenRequests((count) => count + 1), []);
  const { data: menu } = useMenu();
  const pages = useMemo(() => searchablePages(menu ?? []), [menu]);
  const width = useGrowingWidth(open);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const people = useCan('subscriber.view');
  const label = people ? t('shell.searchPagesAndPeople') : t('shell.searchPages');
  const placeholder = people ? t('shell.searchPeoplePlaceholder') : t('shell.searchPlaceholder');

  useHotkeys(SHORTCUTS.map((shortcut) => [shortcut, openSpotlight]));
  // After the hotkeys above listen (effects run in order): Ctrl/⌘+K pressed while the console
  // was loading opens the search at once, and no keypress falls between the two listeners.
  useEffect(() => {
    claimEarlySearchShortcut(openSpotlight);
    return releaseSearchShortcut;
  }, [openSpotlight]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const preload = () => void loadSpotlight();

  return (
    <div className={classes.box}>
      <HeaderIconButton
        label={label}
        tooltipDisabled={open}
        aria-expanded={compact ? undefined : open}
        aria-controls={compact || !open ? undefined : inputId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (compact ? openSpotlight() : open ? close() : setOpen(true))}
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
          placeholder={placeholder}
          value={query}
          tabIndex={open ? 0 : -1}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            if (event.currentTarget.value.trim()) openSpotlight();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
            if (event.key === 'Enter') openSpotlight();
          }}
          onBlur={() => {
            if (!query) setOpen(false);
          }}
        />
      )}
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <SearchSpotlight
            openRequests={openRequests}
            pages={pages}
            query={query}
            onQueryChange={setQuery}
            onClose={close}
            label={label}
            placeholder={placeholder}
          />
        </Suspense>
      )}
    </div>
  );
}

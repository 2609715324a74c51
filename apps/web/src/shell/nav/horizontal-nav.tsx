import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { useMenu } from '../../lib/queries/menu.ts';
import { useCurrentTrail } from '../use-current-trail.ts';
import { NavTree } from './nav-tree.tsx';
import classes from './horizontal-nav.module.css';

/** Each press of an arrow scrolls the row by its visible width minus this much. */
const HORIZONTAL_SCROLL_INSET_PX = 80;

/** How far the row can still scroll towards its start and its end, whatever the direction. */
function scrollRoom(wrapper: HTMLElement) {
  // In right-to-left, scrollLeft runs from 0 down to negative values.
  const travelled = Math.abs(wrapper.scrollLeft);
  const max = wrapper.scrollWidth - wrapper.clientWidth;
  return { back: travelled > 1, forward: travelled < max - 1 };
}

/** The horizontal layout's menu: one row under the header, with arrows when it overflows. */
export function HorizontalNav() {
  const menu = useMenu();
  const trail = useCurrentTrail();
  const { t } = useT();
  const { dir } = useDirection();
  const wrapper = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    if (wrapper.current) setRoom(scrollRoom(wrapper.current));
  }, []);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure, menu.data]);

  const scroll = (towards: 'back' | 'forward') => {
    const element = wrapper.current;
    if (!element) return;
    const step = element.clientWidth - HORIZONTAL_SCROLL_INSET_PX;
    const sign = (towards === 'forward' ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
    element.scrollBy({ left: sign * step, behavior: 'smooth' });
  };

  return (
    <nav aria-label={t('shell.mainNavigation')} className={classes.row}>
      <ActionIcon
        variant="subtle"
        className={classes.arrow}
        aria-label={t('shell.scrollMenuBack')}
        onClick={() => scroll('back')}
        disabled={!room.back}
        data-hidden={!room.back || undefined}
      >
        <IconChevronLeft size={18} aria-hidden className="fh-mirror-rtl" />
      </ActionIcon>
      <div ref={wrapper} className={classes.wrapper} onScroll={measure} data-testid="horizontal-menu-wrapper">
        {menu.isSuccess && <NavTree menu={menu.data} trail={trail} compact={false} horizontal />}
      </div>
      <ActionIcon
        variant="subtle"
        className={classes.arrow}
        aria-label={t('shell.scrollMenuForward')}
        onClick={() => scroll('forward')}
        disabled={!room.forward}
        data-hidden={!room.forward || undefined}
      >
        <IconChevronRight size={18} aria-hidden className="fh-mirror-rtl" />
      </ActionIcon>
    </nav>
  );
}

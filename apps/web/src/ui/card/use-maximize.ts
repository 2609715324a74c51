import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { lockPageScroll } from '../page-scroll-lock.ts';
import { CARD_MAXIMIZE_MS } from './card-timings.ts';

type Box = { top: number; left: number; width: number; height: number };

const boxOf = (el: Element): Box => {
  const { top, left, width, height } = el.getBoundingClientRect();
  return { top, left, width, height };
};
const viewport = (): Box => ({ top: 0, left: 0, width: window.innerWidth, height: window.innerHeight });

// Physical edges with right/bottom released, so the same frames work in right-to-left layouts.
const frame = (box: Box): Keyframe => ({
  top: `${box.top}px`,
  left: `${box.left}px`,
  width: `${box.width}px`,
  height: `${box.height}px`,
  right: 'auto',
  bottom: 'auto',
});

/**
 * Maximize/Restore: the card grows from its place to the whole window over 500 ms and shrinks
 * back, while a placeholder (`slot`) keeps its place in the page and the page cannot scroll.
 * Geometry is animated rather than scaled so the content never looks stretched.
 */
export function useMaximize(card: RefObject<HTMLElement | null>, slot: RefObject<HTMLElement | null>) {
  const [maximized, setMaximized] = useState(false);
  const [slotHeight, setSlotHeight] = useState<number>();
  const from = useRef<Box | null>(null);
  const shrinking = useRef<Animation | null>(null);
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion ? 0 : CARD_MAXIMIZE_MS;

  const maximize = useCallback(() => {
    if (!card.current) return;
    from.current = boxOf(card.current);
    setSlotHeight(from.current.height);
    setMaximized(true);
  }, [card]);

  // After the card turned fixed, play it from where it was to the full window.
  useLayoutEffect(() => {
    if (!maximized || !from.current || !card.current || duration === 0) return;
    card.current.animate([frame(from.current), frame(viewport())], { duration, easing: 'ease' });
    from.current = null;
  }, [maximized, card, duration]);

  // The shrink holds its last frame until the card is back in the page, then lets go (no flash).
  useLayoutEffect(() => {
    if (maximized) return;
    shrinking.current?.cancel();
    shrinking.current = null;
  }, [maximized]);

  useEffect(() => (maximized ? lockPageScroll() : undefined), [maximized]);

  const restore = useCallback(async () => {
    if (card.current && slot.current && duration > 0) {
      shrinking.current = card.current.animate([frame(viewport()), frame(boxOf(slot.current))], {
        duration,
        easing: 'ease',
        fill: 'forwards',
      });
      await shrinking.current.finished.catch(() => undefined);
    }
    setMaximized(false);
    setSlotHeight(undefined);
  }, [card, slot, duration]);

  return { maximized, slotHeight, maximize, restore };
}

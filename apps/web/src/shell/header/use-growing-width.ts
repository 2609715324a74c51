import { useEffect, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';

/** The header search box opens in 30 px steps, one every 35 ms, up to 170 px. */
const SEARCH_OPEN_WIDTH_PX = 170;
const SEARCH_STEP_PX = 30;
const SEARCH_STEP_MS = 35;

/** The box's width: grows step by step while open (at once for reduced motion), 0 when closed. */
export function useGrowingWidth(open: boolean): number {
  const reduceMotion = useReducedMotion();
  const [steps, setSteps] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from nothing; adjusted while rendering, not in an effect.
  if (open !== wasOpen) {
    setWasOpen(open);
    setSteps(0);
  }
  const grown = Math.min(steps * SEARCH_STEP_PX, SEARCH_OPEN_WIDTH_PX);
  const growing = open && !reduceMotion && grown < SEARCH_OPEN_WIDTH_PX;

  useEffect(() => {
    if (!growing) return;
    const timer = setTimeout(() => setSteps((current) => current + 1), SEARCH_STEP_MS);
    return () => clearTimeout(timer);
  }, [growing, steps]);

  if (!open) return 0;
  return reduceMotion ? SEARCH_OPEN_WIDTH_PX : grown;
}

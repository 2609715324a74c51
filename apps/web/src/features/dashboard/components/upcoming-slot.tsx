import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useCan } from '../../../lib/queries/menu.ts';
import type { UpcomingCardId } from './upcoming-cards.tsx';

const UpcomingCards = lazy(async () => ({ default: (await import('./upcoming-cards.tsx')).UpcomingCards }));

type UpcomingSlotProps = {
  isShown: (id: UpcomingCardId) => boolean;
  onRemove: (id: UpcomingCardId) => () => void;
  Cell: ComponentType<{ children: ReactNode }>;
};

/**
 * Where the upcoming events and fixtures go on a dashboard: for holders of `event.view` only, and
 * in a chunk of their own (with the fixture line and zoned dates), as the chart is.
 */
export function UpcomingSlot(props: UpcomingSlotProps) {
  const allowed = useCan('event.view');
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingCards {...props} />
    </Suspense>
  );
}

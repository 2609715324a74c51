import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { useCan } from '../../lib/queries/menu.ts';

/** How many people the header search lists under the pages it found. */
export const SUBSCRIBER_RESULTS = 5;
const MIN_LENGTH = 2;
const PAUSE_MS = 200;

/**
 * For staff who may view subscribers: the people whose name, user name or number matches what is
 * typed in the header search, read from the directory once typing pauses. Nobody else asks.
 */
export function useSubscriberResults(query: string) {
  const allowed = useCan('subscriber.view');
  const [typed] = useDebouncedValue(query.trim(), PAUSE_MS);
  const q = typed.length >= MIN_LENGTH ? typed : '';
  const results = useQuery({
    queryKey: ['subscribers', 'header-search', q],
    queryFn: ({ signal }) =>
      call('GET /subscribers', { query: { q, limit: SUBSCRIBER_RESULTS } }, { signal }),
    enabled: allowed && q !== '',
    staleTime: 30_000,
    // A failed look-up leaves the pages to be found; the directory itself says what went wrong.
    meta: { silent: true },
  });
  // Each answer is kept under what was typed, so what is shown always belongs to what was asked.
  return { people: q && results.data ? results.data.items : [], allowed };
}

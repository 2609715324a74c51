import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { myFixturesKey } from '../../../lib/queries/notifications.ts';

/** The household's fixtures and calendar address; a fixture's news (live) reads them again. */
const MINE = myFixturesKey;
const calendarKey = [...MINE, 'calendar'] as const;

/** `GET my/fixtures`: the matches of the teams the caller and their children play in. */
export const useMyFixtures = () =>
  useQuery({
    queryKey: [...MINE, 'fixtures'],
    queryFn: ({ signal }) => call('GET /my/fixtures', {}, { signal }),
    select: (answer) => answer.items,
    meta: { silent: true },
  });

/** `GET my/calendar`: since when the caller has a calendar address (never the address itself). */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: calendarKey,
    queryFn: ({ signal }) => call('GET /my/calendar', {}, { signal }),
    meta: { silent: true },
  });

/**
 * A new address (`POST`, which replaces any other) or none (`DELETE`). The answer is kept as the
 * query's data, so the address the POST answered, shown only once, stays on screen.
 */
export function useCalendarChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'make' | 'stop') =>
      change === 'make' ? call('POST /my/calendar') : call('DELETE /my/calendar'),
    onSuccess: (answer) => queryClient.setQueryData(calendarKey, answer),
    meta: { silent: true },
  });
}

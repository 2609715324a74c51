import { useQuery } from '@tanstack/react-query';
import type { TournamentChoices } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import type { Choice } from '../../../lib/queries/event-choices.ts';

/**
 * `GET tournaments/choices`: the live venues, and the teams to enter (a coach: their own). It
 * needs only `match.view`, so a role that runs matches without the events area fills its forms.
 * One call for both lists (kept apart from the matches area's key: a score does not change them).
 */
export function useTournamentChoices(kind: Exclude<keyof TournamentChoices, 'status'>) {
  return useQuery({
    queryKey: ['tournament-choices'],
    queryFn: ({ signal }) => call('GET /tournaments/choices', {}, { signal }),
    select: (answer): Choice[] =>
      answer[kind].map((entry) => ({ value: String(entry.id), label: entry.name })),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

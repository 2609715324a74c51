import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchChange, MatchCreate, ScoreRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { MATCHES } from './use-competition.ts';

const logKey = (matchId: number) => [...MATCHES, 'log', matchId] as const;

/** `GET matches/{id}/log`: every score entered, oldest first. */
export const useScoreLog = (matchId: number, enabled = true) =>
  useQuery({
    queryKey: logKey(matchId),
    queryFn: ({ signal }) => call('GET /matches/:id/log', { params: { id: matchId } }, { signal }),
    select: (answer) => answer.items,
    enabled,
    meta: { silent: true },
  });

/**
 * A change to one match (a score, a move, a new match): its tournament's table, its log and the
 * pages fed by matches are read again.
 */
function useMatchChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [MATCHES, ['my-fixtures'], ['dashboard', 'upcoming']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    // The dialog says what failed, next to what caused it.
    meta: { silent: true },
  });
}

export const useEnterScore = () =>
  useMatchChange(({ id, body }: { id: number; body: ScoreRequest }) =>
    call('POST /matches/:id/score', { params: { id }, body }).then((answer) => answer.match),
  );

export const useChangeMatch = () =>
  useMatchChange(({ id, body }: { id: number; body: MatchChange }) =>
    call('PATCH /matches/:id', { params: { id }, body }).then((answer) => answer.match),
  );

export const useAddMatch = (eventId: number) =>
  useMatchChange((body: MatchCreate) =>
    call('POST /events/:id/matches', { params: { id: eventId }, body }).then((answer) => answer.match),
  );

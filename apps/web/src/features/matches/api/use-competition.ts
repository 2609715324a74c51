import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Competition,
  CompetitionSettings,
  EntrantCreate,
  FixturesRequest,
  TournamentListQuery,
} from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** Everything of the matches area; a change reads the tournament again (and the pages fed by it). */
export const MATCHES = ['matches'] as const;
const competitionKey = (eventId: number) => [...MATCHES, 'competition', eventId] as const;

/** `GET tournaments`: one page of tournaments, upcoming or past (`match.view` is enough). */
export const useTournaments = (query: TournamentListQuery) =>
  useQuery({
    queryKey: [...MATCHES, 'tournaments', query],
    queryFn: ({ signal }) => call('GET /tournaments', { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** `GET tournaments/{id}`: the tournament's title, dates, zone and venue (404 for any other event). */
export const useTournament = (id: number) =>
  useQuery({
    queryKey: [...MATCHES, 'tournament', id],
    queryFn: ({ signal }) => call('GET /tournaments/:id', { params: { id } }, { signal }),
    select: (answer) => answer.tournament,
    meta: { silent: true },
  });

/** `GET events/{id}/competition`: entrants, every match, the standings and any lots to draw. */
export const useCompetition = (eventId: number, enabled = true) =>
  useQuery({
    queryKey: competitionKey(eventId),
    queryFn: ({ signal }) => call('GET /events/:id/competition', { params: { id: eventId } }, { signal }),
    enabled,
    meta: { silent: true },
  });

/** The pages other areas draw from matches: a result or a move shows there too. */
const ELSEWHERE = [['my-fixtures'], ['dashboard', 'upcoming']] as const;

/**
 * A change whose answer is the whole competition (settings, entrants, fixtures, lots): the answer
 * takes the cache's place at once, and the matches area's other pages are read again.
 */
function useCompetitionChange<Input>(eventId: number, send: (input: Input) => Promise<Competition>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(competitionKey(eventId), answer);
      for (const queryKey of ELSEWHERE) void queryClient.invalidateQueries({ queryKey });
    },
    // Each form says what failed, next to what caused it.
    meta: { silent: true },
  });
}

export const useSaveSettings = (eventId: number) =>
  useCompetitionChange(eventId, (body: CompetitionSettings) =>
    call('PUT /events/:id/competition/settings', { params: { id: eventId }, body }),
  );

export const useAddEntrant = (eventId: number) =>
  useCompetitionChange(eventId, (body: EntrantCreate) =>
    call('POST /events/:id/entrants', { params: { id: eventId }, body }),
  );

export const useRemoveEntrant = (eventId: number) =>
  useCompetitionChange(eventId, (entrantId: number) =>
    call('DELETE /events/:id/entrants/:entrantId', { params: { id: eventId, entrantId } }),
  );

export const useDrawLots = (eventId: number) =>
  useCompetitionChange(eventId, (lots: Record<string, number>) =>
    call('PUT /events/:id/lots', { params: { id: eventId }, body: { lots } }),
  );

export const useSaveFixtures = (eventId: number) =>
  useCompetitionChange(eventId, (body: FixturesRequest) =>
    call('POST /events/:id/fixtures', { params: { id: eventId }, body }),
  );

/** `POST events/{id}/fixtures/preview`: the rounds for review; nothing is saved. */
export const usePreviewFixtures = (eventId: number) =>
  useMutation({
    mutationFn: (body: FixturesRequest) =>
      call('POST /events/:id/fixtures/preview', { params: { id: eventId }, body }).then((a) => a.matches),
    meta: { silent: true },
  });

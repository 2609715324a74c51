import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamPlayer } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

const key = (teamId: number) => ['master', 'teams', teamId, 'players'] as const;

/** `GET master/teams/{id}/players`: a team's players, by name. */
export const useTeamPlayers = (teamId: number) =>
  useQuery({
    queryKey: key(teamId),
    queryFn: ({ signal }) => call('GET /master/teams/:id/players', { params: { id: teamId } }, { signal }),
    select: (answer) => answer.items,
    meta: { silent: true },
  });

/** Adds a player by user name, or takes one off; the answer is the team's players now. */
function usePlayersChange<Input>(teamId: number, send: (input: Input) => Promise<{ items: TeamPlayer[] }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(key(teamId), answer);
      // Who plays where decides whose My fixtures lists a team's matches.
      void queryClient.invalidateQueries({ queryKey: ['my-fixtures'] });
    },
    // The dialog says what failed, under the field or the player concerned.
    meta: { silent: true },
  });
}

export const useAddPlayer = (teamId: number) =>
  usePlayersChange(teamId, (userName: string) =>
    call('POST /master/teams/:id/players', { params: { id: teamId }, body: { userName } }),
  );

export const useRemovePlayer = (teamId: number) =>
  usePlayersChange(teamId, (subscriberID: string) =>
    call('DELETE /master/teams/:id/players/:subscriberID', { params: { id: teamId, subscriberID } }),
  );

/** `POST master/teams/{id}/announcements`: a coach's notice to the team (players, and minors' parents). */
export const useAnnounce = (teamId: number) =>
  useMutation({
    mutationFn: (message: string) =>
      call('POST /master/teams/:id/announcements', { params: { id: teamId }, body: { message } }),
    // The form says what failed, under the field.
    meta: { silent: true },
  });

import { eventParamsSchema } from '../events/events.ts';
import {
  tournamentChoicesResponseSchema,
  tournamentListQuerySchema,
  tournamentListResponseSchema,
  tournamentResponseSchema,
} from './tournaments.ts';
import { defineEndpoints } from '../endpoints/define.ts';

const view = { access: { action: 'match.view' }, tag: 'matches' } as const;

/**
 * The matches area's tournaments under `match.view`, so it needs nothing of the events area. As
 * for events, a holder without `event.every-team` reaches only the tournaments their teams play in.
 */
export const tournamentEndpoints = defineEndpoints({
  'GET /tournaments': {
    ...view,
    summary: 'Tournaments by start time, upcoming or past, a page at a time',
    query: tournamentListQuerySchema,
    response: tournamentListResponseSchema,
  },
  'GET /tournaments/choices': {
    ...view,
    summary: 'The venues and teams a tournament can use (a coach: their teams)',
    response: tournamentChoicesResponseSchema,
  },
  'GET /tournaments/:id': {
    ...view,
    summary: 'One tournament: its title, dates, time zone, venue and teams',
    params: eventParamsSchema,
    response: tournamentResponseSchema,
  },
});

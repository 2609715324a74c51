import type { AreaContract } from '../area-contract.ts';
import { matchEndpoints } from './match-endpoints.ts';
import { tournamentEndpoints } from './tournament-endpoints.ts';

export * from './matches.ts';
export * from './announcements.ts';
export * from './tournaments.ts';
export * from './audit-actions.ts';

export const matchesContract = {
  endpoints: [matchEndpoints, tournamentEndpoints],
  errorCodes: [
    /** The competition has fixtures already: generating again would replace results. */
    'FIXTURES_EXIST',
    /**
     * A score for a match whose kick-off is still to come (409): sent again with `beforeKickoff:
     * true` once the person confirms it, it is recorded and logged as entered before kick-off.
     */
    'SCORE_BEFORE_KICKOFF',
    /** Too many team announcements by one person in the last hour (429, with retryAfter). */
    'ANNOUNCEMENTS_RATE_LIMITED',
  ],
} as const satisfies AreaContract;

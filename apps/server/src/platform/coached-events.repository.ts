import { sql, type SqlBool } from 'kysely';

/**
 * Of the events in a query (as `events`), the ones with a team `coachId` coaches: one of the
 * event's own teams, or an entrant of its tournament that is a master data team (the rule:
 * modules/events/coach-scope.ts). Shared by the events and matches areas' reads.
 */
export const coachedBy = (coachId: number) =>
  sql<SqlBool>`(exists (select 1 from event_teams et join team_coaches tc on tc.team_id = et.team_id
      where et.event_id = events.id and tc.user_id = ${coachId})
    or exists (select 1 from event_entrants ee join team_coaches tc on tc.team_id = ee.team_id
      where ee.event_id = events.id and tc.user_id = ${coachId}))`;

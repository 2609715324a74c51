import { eventParamsSchema } from '../events/events.ts';
import {
  calendarFeedResponseSchema,
  calendarFileParamsSchema,
  competitionResponseSchema,
  competitionSettingsSchema,
  entrantCreateSchema,
  entrantParamsSchema,
  fixturesPreviewResponseSchema,
  fixturesRequestSchema,
  lotsRequestSchema,
  matchChangeSchema,
  matchCreateSchema,
  matchParamsSchema,
  matchResponseSchema,
  myFixturesResponseSchema,
  scoreLogResponseSchema,
  scoreRequestSchema,
  teamPlayerParamsSchema,
  teamPlayerRequestSchema,
  teamPlayersResponseSchema,
  upcomingResponseSchema,
} from './matches.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import { teamAnnouncementResponseSchema, teamAnnouncementSchema } from './announcements.ts';

const tag = 'matches';
const view = { access: { action: 'match.view' }, tag } as const;
const edit = { access: { action: 'match.edit' }, tag } as const;

/**
 * A tournament event's competition: entrants, fixtures, scores and standings. Like events, a
 * holder without `event.every-team` reaches only the tournaments of the teams they coach.
 */
export const matchEndpoints = defineEndpoints({
  'GET /events/:id/competition': {
    ...view,
    summary: 'The entrants, every match by round and the standings of a tournament',
    params: eventParamsSchema,
    response: competitionResponseSchema,
  },
  'PUT /events/:id/competition/settings': {
    ...edit,
    summary: 'Points for a win, draw and loss, and the tie-breakers in order',
    params: eventParamsSchema,
    body: competitionSettingsSchema,
    response: competitionResponseSchema,
  },
  'POST /events/:id/entrants': {
    ...edit,
    summary: 'Enter a team from master data, or a one-off name',
    params: eventParamsSchema,
    body: entrantCreateSchema,
    response: competitionResponseSchema,
  },
  'DELETE /events/:id/entrants/:entrantId': {
    ...edit,
    summary: 'Take out an entrant that has no matches',
    params: entrantParamsSchema,
    response: competitionResponseSchema,
  },
  'PUT /events/:id/lots': {
    ...edit,
    summary: 'Record the lots drawn for entrants level on everything else',
    params: eventParamsSchema,
    body: lotsRequestSchema,
    response: competitionResponseSchema,
  },
  'POST /events/:id/fixtures/preview': {
    ...edit,
    summary:
      'A round-robin over the entrants on the dates, times and venues given, for review (nothing is saved)',
    params: eventParamsSchema,
    body: fixturesRequestSchema,
    response: fixturesPreviewResponseSchema,
  },
  'POST /events/:id/fixtures': {
    ...edit,
    summary: 'Save the round-robin the preview showed (only while the tournament has no matches)',
    params: eventParamsSchema,
    body: fixturesRequestSchema,
    response: competitionResponseSchema,
  },
  'POST /events/:id/matches': {
    ...edit,
    summary: 'Add one match',
    params: eventParamsSchema,
    body: matchCreateSchema,
    response: matchResponseSchema,
  },
  'PATCH /matches/:id': {
    ...edit,
    summary: 'Move a match to a new time or venue, postpone it or call it off (its players are told)',
    description:
      'Postponing drops the kick-off (a time sent with it is refused: `POSTPONED_NO_TIME`); a new time for a postponed match schedules it again.',
    params: matchParamsSchema,
    body: matchChangeSchema,
    response: matchResponseSchema,
  },
  'POST /matches/:id/score': {
    access: { action: 'match.score' },
    tag,
    summary: 'Enter a score or a walkover; a later entry corrects it and is kept in the log',
    description:
      'A score for a match whose kick-off is still to come is refused (409 `SCORE_BEFORE_KICKOFF`) unless `beforeKickoff` is true; the log then marks it as entered before kick-off. A match with no kick-off takes a score without asking.',
    params: matchParamsSchema,
    body: scoreRequestSchema,
    response: matchResponseSchema,
  },
  'GET /matches/:id/log': {
    ...view,
    summary: 'Every score entered for a match: who, when, before and after',
    params: matchParamsSchema,
    response: scoreLogResponseSchema,
  },
  'GET /master/teams/:id/players': {
    access: { action: 'master.view' },
    tag,
    summary: "A team's players, by name",
    params: matchParamsSchema,
    response: teamPlayersResponseSchema,
  },
  'POST /master/teams/:id/players': {
    access: { action: 'master.edit' },
    tag,
    summary: 'Add an active subscriber to a team by their user name',
    params: matchParamsSchema,
    body: teamPlayerRequestSchema,
    response: teamPlayersResponseSchema,
  },
  'POST /master/teams/:id/announcements': {
    ...edit,
    summary: 'Announce to a team: its players are notified, and the parents of its minors',
    description:
      'Only a coach of the team (or a holder of `event.every-team`) announces: 403 FORBIDDEN otherwise, 404 for no such team. At most TEAM_ANNOUNCEMENTS_PER_HOUR (10 unless configured) announcements an hour per person (429 ANNOUNCEMENTS_RATE_LIMITED).',
    params: matchParamsSchema,
    body: teamAnnouncementSchema,
    response: teamAnnouncementResponseSchema,
  },
  'DELETE /master/teams/:id/players/:subscriberID': {
    access: { action: 'master.edit' },
    tag,
    summary: 'Take a player off a team',
    params: teamPlayerParamsSchema,
    response: teamPlayersResponseSchema,
  },
  'GET /dashboard/upcoming': {
    ...{ access: { action: 'event.view' }, tag },
    summary: 'The next events with their places, and the next fixtures, for the dashboard',
    response: upcomingResponseSchema,
  },
  'GET /my/calendar': {
    access: { action: 'participation.use', waiting: true },
    tag,
    summary: 'Whether the caller has a calendar address, and since when',
    response: calendarFeedResponseSchema,
  },
  'POST /my/calendar': {
    access: { action: 'participation.use', waiting: true },
    tag,
    summary: 'A new secret calendar address (the old one stops working); shown once',
    response: calendarFeedResponseSchema,
  },
  'DELETE /my/calendar': {
    access: { action: 'participation.use', waiting: true },
    tag,
    summary: 'Stop the calendar address working',
    response: calendarFeedResponseSchema,
  },
  'GET /calendar/:file': {
    access: 'public',
    tag,
    summary: "An iCalendar file of the household's events and fixtures, for phone calendars to subscribe to",
    description: 'The answer is `text/calendar`, not JSON. The secret in the address is the only key.',
    params: calendarFileParamsSchema,
    response: calendarFeedResponseSchema,
  },
  'GET /my/fixtures': {
    access: { action: 'participation.use', waiting: true },
    tag,
    summary: 'The matches of the teams the caller and their children play in, with results',
    response: myFixturesResponseSchema,
  },
});

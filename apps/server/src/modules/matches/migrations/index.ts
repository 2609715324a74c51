import type { Migration } from 'kysely';
import * as matches from './20270111090000_matches.ts';
import * as calendarFeeds from './20270112090000_calendar_feeds.ts';
import * as scoreBeforeKickoff from './20270114100000_score_before_kickoff.ts';
import * as postponedWithoutTime from './20270114100100_postponed_without_time.ts';

/** The matches area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270111090000_matches': matches,
  '20270112090000_calendar_feeds': calendarFeeds,
  '20270114100000_score_before_kickoff': scoreBeforeKickoff,
  '20270114100100_postponed_without_time': postponedWithoutTime,
};

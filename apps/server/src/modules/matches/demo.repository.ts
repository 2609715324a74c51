import type { Db } from '../../db/connect.ts';
import { DEMO_EVENTS } from '../events/index.ts';
import { roundRobin, schedule } from './round-robin.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The matches of a demo database (the area's `demo` on its face, run after the events area's):
 * the Falcons' players, the first ten who took a place at the demo camp, and the demo cup.
 */
export async function seedMatchesDemo(db: Db, { createdBy, now }: { createdBy: number | null; now: number }) {
  const idOf = async (table: 'venues' | 'teams', name: string) =>
    (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;
  const [pitches, stadium, falcons] = await Promise.all([
    idOf('venues', 'North Park Pitches'),
    idOf('venues', 'Riverside Stadium'),
    idOf('teams', 'Falcons U12'),
  ]);
  const cup = await db
    .selectFrom('events')
    .select('id')
    .where('kind', '=', 'tournament')
    .where('title', '=', DEMO_EVENTS.cup)
    .executeTakeFirst();
  if (!pitches || !stadium || !falcons || !cup) return;
  const players = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .select('event_registrations.user_id')
    .where('events.title', '=', DEMO_EVENTS.camp)
    .where('event_registrations.status', '=', 'registered')
    .orderBy('event_registrations.queued_at')
    .limit(10)
    .execute();
  if (players.length > 0) {
    await db
      .insertInto('team_members')
      .values(players.map(({ user_id }) => ({ team_id: falcons, user_id, added_at: now })))
      .execute();
  }
  await seedDemoCup(db, {
    eventId: cup.id,
    enteredBy: createdBy,
    falcons,
    venues: [stadium, pitches],
    firstDay: Math.floor(now / DAY_MS) * DAY_MS - 14 * DAY_MS,
    now,
  });
}

/** Eight entrants, a weekly single round-robin, results for the rounds already played. */
async function seedDemoCup(
  db: Db,
  o: {
    eventId: number;
    enteredBy: number | null;
    falcons: number;
    venues: number[];
    firstDay: number;
    now: number;
  },
) {
  const visitors = [
    'Harrogate Hawks',
    'York City Juniors',
    'Wakefield Wolves',
    'Bradford Rovers',
    'Otley Town',
    'Ilkley Lions',
    'Selby Saints',
  ];
  const falconsName = (
    await db.selectFrom('teams').select('name').where('id', '=', o.falcons).executeTakeFirstOrThrow()
  ).name;
  const entrants = await db
    .insertInto('event_entrants')
    .values([
      { event_id: o.eventId, team_id: o.falcons, name: falconsName, lot: null },
      ...visitors.map((name) => ({ event_id: o.eventId, team_id: null, name, lot: null })),
    ])
    .returning('id')
    .execute();
  const dates = Array.from({ length: 7 }, (_, week) =>
    new Date(o.firstDay + week * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  const placed = schedule(
    roundRobin(
      entrants.map((e) => e.id),
      { double: false },
    ),
    { dates, slots: ['10:00', '12:00'], venues: o.venues, timeZone: 'Europe/London' },
  );
  if (!placed.ok) return;
  // Scores that read like a season: a fixed pattern, so every demo database has the same table.
  const scores: [number, number][] = [
    [2, 1],
    [0, 0],
    [3, 2],
    [1, 1],
    [0, 2],
    [4, 1],
    [1, 0],
    [2, 2],
  ];
  const rows = placed.matches.map((m, i) => {
    const kickoff = Date.parse(m.kickoff);
    const played = kickoff < o.now;
    const [home, away] = scores[i % scores.length]!;
    return {
      event_id: o.eventId,
      round: m.round,
      home_id: m.home,
      away_id: m.away,
      venue_id: m.venue,
      kickoff_at: kickoff,
      status: played ? ('played' as const) : ('scheduled' as const),
      home_goals: played ? home : null,
      away_goals: played ? away : null,
      created_at: o.now,
      updated_at: o.now,
    };
  });
  await db.insertInto('matches').values(rows).execute();
  // Each result in its score log, as entering it leaves one (by the admin, after the match), so
  // correcting a demo result shows what it corrects. Found by their sides: a single round-robin
  // has each pair once (the order RETURNING gives rows in is not promised).
  const ids = new Map(
    (
      await db
        .selectFrom('matches')
        .select(['id', 'home_id', 'away_id'])
        .where('event_id', '=', o.eventId)
        .execute()
    ).map((m) => [`${m.home_id}-${m.away_id}`, m.id]),
  );
  const logged = rows.flatMap(({ home_id, away_id, status, home_goals, away_goals, kickoff_at }) =>
    home_goals === null || away_goals === null
      ? []
      : [
          {
            match_id: ids.get(`${home_id}-${away_id}`)!,
            user_id: o.enteredBy,
            status,
            home_goals,
            away_goals,
            note: null,
            at: Math.min(kickoff_at + 2 * HOUR_MS, o.now),
          },
        ],
  );
  if (logged.length > 0) await db.insertInto('match_scores').values(logged).execute();
}

import { sql } from 'kysely';
import { UserStatus, type RegistrationStatus } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The demo events other areas' demo data builds on: the matches area fills the cup and picks the camp's first players. */
export const DEMO_EVENTS = { camp: 'Holiday football camp', cup: 'Riverside Spring Cup' } as const;

/**
 * Generated subscribers made into the athletes the demo events need: `count` active ones, given
 * the sport and a birthday `years` old (spread over that year), so they are eligible.
 */
async function athletes(
  db: Db,
  o: { sportId: number; years: number; count: number; skip: number; now: number },
) {
  const rows = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.key', '=', 'subscriber')
    .where('users.status', '=', UserStatus.active)
    .where('users.user_name', 'like', '%.%.%')
    .orderBy('users.id')
    .offset(o.skip)
    .limit(o.count)
    .execute();
  for (const [i, { id }] of rows.entries()) {
    const born = new Date(Date.parse(yearsBefore(o.now, o.years)) - (30 + i * 20) * DAY_MS);
    await db
      .updateTable('users')
      .set({ sport_id: o.sportId, date_of_birth: born.toISOString().slice(0, 10) })
      .where('id', '=', id)
      .execute();
  }
  return rows.map((r) => r.id);
}

const yearsBefore = (ms: number, years: number) => {
  const day = new Date(ms);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

/**
 * The events of a demo database (the area's `demo` on its face, run after the shared demo data):
 * a football camp that is full with a waitlist, swimming trials, a draft training block, and the
 * tournament the matches area then fills. Times follow today's date.
 */
export async function seedEventsDemo(db: Db, { createdBy, now }: { createdBy: number | null; now: number }) {
  const idOf = async (table: 'sports' | 'venues' | 'age_categories' | 'teams', name: string) =>
    (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;
  const [football, swimming, pitches, stadium, pool, under12, falcons] = await Promise.all([
    idOf('sports', 'Football'),
    idOf('sports', 'Swimming'),
    idOf('venues', 'North Park Pitches'),
    idOf('venues', 'Riverside Stadium'),
    idOf('venues', 'Aquatics Centre'),
    idOf('age_categories', 'Under 12'),
    idOf('teams', 'Falcons U12'),
  ]);
  if (!football || !swimming || !pitches || !stadium || !pool || !under12 || !falcons) return;
  const base = { created_by: createdBy, created_at: now, updated_at: now, cancel_reason: null };
  const common = { time_zone: 'Europe/London', currency: 'GBP', offer_hours: 48, description: '' };
  const startOf = (days: number, hour: number) =>
    Math.floor(now / DAY_MS) * DAY_MS + days * DAY_MS + hour * HOUR_MS;
  const [camp, trials, , cup] = await db
    .insertInto('events')
    .values([
      {
        ...base,
        ...common,
        title: DEMO_EVENTS.camp,
        kind: 'camp',
        status: 'open',
        sport_id: football,
        venue_id: pitches,
        age_category_id: under12,
        starts_at: startOf(10, 9),
        ends_at: startOf(12, 16),
        registration_opens_at: null,
        registration_closes_at: startOf(8, 0),
        capacity: 12,
        fee_minor: 4500,
        description: 'Three days of coaching, games and a tournament on the last afternoon.',
      },
      {
        ...base,
        ...common,
        title: 'Swimming squad trials',
        kind: 'trial',
        status: 'open',
        sport_id: swimming,
        venue_id: pool,
        age_category_id: null,
        starts_at: startOf(3, 17),
        ends_at: startOf(3, 19),
        registration_opens_at: null,
        registration_closes_at: null,
        capacity: 30,
        fee_minor: 0,
      },
      {
        ...base,
        ...common,
        title: 'Winter strength block',
        kind: 'training',
        status: 'draft',
        sport_id: null,
        venue_id: stadium,
        age_category_id: null,
        starts_at: startOf(30, 18),
        ends_at: startOf(51, 20),
        registration_opens_at: null,
        registration_closes_at: null,
        capacity: null,
        fee_minor: 6000,
      },
      {
        ...base,
        ...common,
        title: DEMO_EVENTS.cup,
        kind: 'tournament',
        status: 'closed',
        sport_id: football,
        venue_id: stadium,
        age_category_id: under12,
        starts_at: startOf(-15, 9),
        ends_at: startOf(35, 18),
        registration_opens_at: null,
        registration_closes_at: null,
        capacity: null,
        fee_minor: 0,
      },
    ])
    .returning('id')
    .execute();
  if (!camp || !trials || !cup) return;
  await db.insertInto('event_teams').values({ event_id: cup.id, team_id: falcons }).execute();

  // The camp: twelve places taken and two waiting; the trials: eight registered.
  // Ten or eleven at the camp's cut-off (the last 1 September): its Under 12 category.
  const kids = await athletes(db, { sportId: football, years: 11, count: 14, skip: 0, now });
  const swimmers = await athletes(db, { sportId: swimming, years: 15, count: 8, skip: 14, now });
  const registrations: { event_id: number; user_id: number; status: RegistrationStatus }[] = [
    ...kids.map((user_id, i) => ({
      event_id: camp.id,
      user_id,
      status: i < 12 ? ('registered' as const) : ('waitlisted' as const),
    })),
    ...swimmers.map((user_id) => ({ event_id: trials.id, user_id, status: 'registered' as const })),
  ];
  if (registrations.length > 0) {
    await db
      .insertInto('event_registrations')
      .values(
        registrations.map((r, i) => ({
          ...r,
          queued_at: now - (registrations.length - i) * HOUR_MS,
          offer_expires_at: null,
          registered_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  for (const event of [camp.id, trials.id]) {
    await db
      .updateTable('events')
      .set({
        places_taken: sql`(select count(*) from event_registrations where event_id = ${event} and status = 'registered')`,
      })
      .where('id', '=', event)
      .execute();
  }
}

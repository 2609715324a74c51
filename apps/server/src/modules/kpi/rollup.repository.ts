import { sql } from 'kysely';
import { UserStatus } from '@fieldhouse/contract';
import { isPostgres, type DbOrTrx } from '../../db/connect.ts';

/*
 * The rows the daily figures are made of, between two instants (ms, end excluded), and the
 * rollup's own rows. Only the columns the figures need are read.
 */

/** How many people signed up in the span. */
export async function signUpsIn(db: DbOrTrx, start: number, end: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many registrations were made in the span. */
export async function registrationsIn(db: DbOrTrx, start: number, end: number): Promise<number> {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Each suspension and each confirmed erasure in the span: when, and when the person signed up. */
export async function churnsIn(db: DbOrTrx, start: number, end: number) {
  const suspended = await db
    .selectFrom('status_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.at', 'u.created_at'])
    .where('c.to_status', '=', UserStatus.suspended)
    .where('c.at', '>=', start)
    .where('c.at', '<', end)
    .execute();
  const erased = await db
    .selectFrom('deletion_requests as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.decided_at as at', 'u.created_at'])
    .where('d.status', '=', 'confirmed')
    .where('d.decided_at', '>=', start)
    .where('d.decided_at', '<', end)
    .execute();
  return [...suspended, ...erased.map((e) => ({ at: Number(e.at), created_at: e.created_at }))];
}

/** Texts handed to the provider in the span (sent, delivered or failed), with their words for the segments. */
export const textsIn = (db: DbOrTrx, start: number, end: number) =>
  db
    .selectFrom('sms_outbox')
    .select(['created_at', 'delivery_status', 'text'])
    .where('delivery_status', 'in', ['sent', 'delivered', 'failed'])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .execute();

/**
 * The review decisions made in the span, each with when the person's phone was verified last
 * before it (null when the trail has no such entry, e.g. an account staff made).
 */
export const decisionsIn = (db: DbOrTrx, start: number, end: number) =>
  db
    .selectFrom('audit_log as d')
    .innerJoin('users as u', 'u.public_id', 'd.object_id')
    .select((eb) => [
      'd.at',
      eb
        .selectFrom('audit_log as v')
        .select((v) => v.fn.max<number>('v.at').as('at'))
        .where('v.user_id', '=', eb.ref('u.id'))
        .where('v.action', '=', 'phone-verified')
        .where('v.at', '<=', eb.ref('d.at'))
        .as('verified_at'),
    ])
    .where('d.action', 'in', ['review-approve', 'review-reject'])
    .where('d.object_type', '=', 'subscriber')
    .where('d.at', '>=', start)
    .where('d.at', '<', end)
    .execute();

/** The first instant anything the rollup counts happened (a sign-up), or null on an empty database. */
export async function firstSignUp(db: DbOrTrx): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.min<number>('created_at').as('first'))
    .executeTakeFirst();
  return row?.first == null ? null : Number(row.first);
}

export const rollupState = (db: DbOrTrx) =>
  db.selectFrom('kpi_rollup_state').selectAll().where('id', '=', 1).executeTakeFirst();

/** Rolled-up figures of days `from`..`to` whose measure is one of `measures` or starts with a prefix. */
export function rolledUp(db: DbOrTrx, from: string, to: string, measures: string[], prefixes: string[] = []) {
  return db
    .selectFrom('kpi_rollup')
    .select(['day', 'measure', 'value'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where((eb) =>
      eb.or([eb('measure', 'in', measures), ...prefixes.map((p) => eb('measure', 'like', `${p}%`))]),
    )
    .execute();
}

/**
 * Writers of the rollup take turns: on PostgreSQL a lock held to the end of the transaction (two
 * processes may run the job at once); SQLite has one writer at a time already.
 */
export async function takeRollupTurn(trx: DbOrTrx) {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${sql.lit(727_180_218)})`.execute(trx);
}

/** Replaces the rolled-up figures of days `from`..`to` by `rows`. */
export async function replaceDays(
  trx: DbOrTrx,
  from: string,
  to: string,
  rows: { day: string; measure: string; value: number }[],
) {
  await trx.deleteFrom('kpi_rollup').where('day', '>=', from).where('day', '<=', to).execute();
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('kpi_rollup')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Forgets the rolled-up figures before a day (kept from another time zone's clock). */
export const clearBefore = (trx: DbOrTrx, day: string) =>
  trx.deleteFrom('kpi_rollup').where('day', '<', day).execute();

export async function saveRollupState(trx: DbOrTrx, state: { timeZone: string; throughDay: string }) {
  const values = { time_zone: state.timeZone, through_day: state.throughDay, updated_at: Date.now() };
  await trx
    .insertInto('kpi_rollup_state')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

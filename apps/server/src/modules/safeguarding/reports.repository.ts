import { sql } from 'kysely';
import { REPORT_CONTEXT_MESSAGES, type ReportOutcome } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Boundary } from '../../platform/cursor.ts';
import { FAMILY_ORIGINS } from '../../platform/family-links.ts';
import type { SafeguardingReportsTable } from './tables.ts';

type NewReport = Omit<
  SafeguardingReportsTable,
  'id' | 'status' | 'outcome' | 'outcome_note' | 'decided_by' | 'decided_at'
>;

export { isFamilyParent } from '../../platform/relations.repository.ts';

/**
 * Whether `viewerId` sees `personId`'s profile: an accepted connection of any kind, either way, or
 * the family parent of someone who has one.
 */
export async function seesProfile(db: DbOrTrx, viewerId: number, personId: number): Promise<boolean> {
  const row = await db
    .selectFrom('relations as r')
    .select('r.id')
    .where('r.status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('r.from_user_id', '=', personId), eb('r.to_user_id', '=', viewerId)]),
        eb.and([eb('r.to_user_id', '=', personId), eb('r.from_user_id', '=', viewerId)]),
        eb.exists(
          eb
            .selectFrom('relations as p')
            .select('p.id')
            .where('p.from_user_id', '=', viewerId)
            .where('p.kind', '=', 'parent')
            .where('p.status', '=', 'accepted')
            .where('p.origin', 'in', FAMILY_ORIGINS)
            .where((inner) =>
              inner.or([
                inner.and([
                  inner('r.from_user_id', '=', personId),
                  inner('r.to_user_id', '=', inner.ref('p.to_user_id')),
                ]),
                inner.and([
                  inner('r.to_user_id', '=', personId),
                  inner('r.from_user_id', '=', inner.ref('p.to_user_id')),
                ]),
              ]),
            ),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export function findMessageParties(db: DbOrTrx, messageId: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'from_user_id', 'to_user_id'])
    .where('id', '=', messageId)
    .executeTakeFirst();
}

/** Stores a report; the open one already there when the same person reported the same thing. */
export async function insertReport(
  db: DbOrTrx,
  report: NewReport,
): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('safeguarding_reports')
    .values({ ...report, status: 'open' })
    .onConflict((oc) =>
      oc.columns(['reporter_id', 'subject_key']).where(sql.ref('status'), '=', sql.lit('open')).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const open = await db
    .selectFrom('safeguarding_reports')
    .select('id')
    .where('reporter_id', '=', report.reporter_id)
    .where('subject_key', '=', report.subject_key)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { id: open.id, created: false };
}

function reportQuery(db: DbOrTrx) {
  return db
    .selectFrom('safeguarding_reports as s')
    .innerJoin('users as reporter', 'reporter.id', 's.reporter_id')
    .innerJoin('users as subject', 'subject.id', 's.subject_user_id')
    .selectAll('s')
    .select([
      'reporter.public_id as reporter_public_id',
      'reporter.full_name as reporter_name',
      'subject.public_id as subject_public_id',
      'subject.full_name as subject_name',
    ]);
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Open reports oldest first, after the boundary, one more than asked. */
export function openReports(db: DbOrTrx, after: Boundary<number> | null, limit: number) {
  let query = reportQuery(db).where('s.status', '=', 'open');
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('s.created_at', '>', after.value),
        eb.and([eb('s.created_at', '=', after.value), eb('s.id', '>', after.id)]),
      ]),
    );
  }
  return query
    .orderBy('s.created_at')
    .orderBy('s.id')
    .limit(limit + 1)
    .execute();
}

export const findReport = (db: DbOrTrx, id: number) =>
  reportQuery(db).where('s.id', '=', id).executeTakeFirst();

/** The messages between the two people around `messageId`: REPORT_CONTEXT_MESSAGES each side, oldest first. */
export async function conversationAround(db: DbOrTrx, messageId: number, a: number, b: number) {
  const between = () =>
    db
      .selectFrom('messages as m')
      .innerJoin('users as sender', 'sender.id', 'm.from_user_id')
      .select(['m.id', 'm.body', 'm.image', 'm.created_at', 'sender.public_id', 'sender.full_name'])
      .where((eb) =>
        eb.or([
          eb.and([eb('m.from_user_id', '=', a), eb('m.to_user_id', '=', b)]),
          eb.and([eb('m.from_user_id', '=', b), eb('m.to_user_id', '=', a)]),
        ]),
      );
  const [before, rest] = await Promise.all([
    between().where('m.id', '<', messageId).orderBy('m.id', 'desc').limit(REPORT_CONTEXT_MESSAGES).execute(),
    between()
      .where('m.id', '>=', messageId)
      .orderBy('m.id')
      .limit(REPORT_CONTEXT_MESSAGES + 1)
      .execute(),
  ]);
  return [...before.reverse(), ...rest];
}

/** Closes an open report with its outcome; false when it was not open (decided already). */
export async function decideReport(
  db: DbOrTrx,
  id: number,
  decision: { outcome: ReportOutcome; note: string; by: number },
): Promise<boolean> {
  const result = await db
    .updateTable('safeguarding_reports')
    .set({
      status: 'closed',
      outcome: decision.outcome,
      outcome_note: decision.note,
      decided_by: decision.by,
      decided_at: Date.now(),
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function suspensions(db: DbOrTrx) {
  return db
    .selectFrom('chat_suspensions as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.note', 'c.created_at', 'u.public_id', 'u.full_name'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.user_id', 'desc')
    .execute();
}

/** Suspends a person's chat; false when it was already. */
export async function suspend(db: DbOrTrx, userId: number, note: string, by: number): Promise<boolean> {
  const row = await db
    .insertInto('chat_suspensions')
    .values({ user_id: userId, note, suspended_by: by, created_at: Date.now() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Lifts a person's chat suspension; false when there was none. */
export async function lift(db: DbOrTrx, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('chat_suspensions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

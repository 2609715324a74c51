import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import { FAMILY_ORIGINS } from '../../platform/family-links.ts';
import { notificationColumns } from '../../platform/notifications.repository.ts';
import { relationsWithOther } from '../../platform/relations.repository.ts';
import { withRoleAndSport } from '../../platform/users.repository.ts';

/*
 * What a person's data download reads: their account, connections, messages, notifications,
 * registrations and the audit entries about their record. Long lists are read a page at a time
 * (keyset on id), so a large record never sits in memory. No secret column is ever selected.
 */

/** Rows read per page while a download is written. */
export const EXPORT_PAGE = 500;

export function findAccount(db: DbOrTrx, userId: number) {
  return withRoleAndSport(db)
    .select([
      'users.id',
      'users.public_id',
      'users.user_name',
      'users.full_name',
      'users.mobile_e164',
      'users.email',
      'users.date_of_birth',
      'users.gender',
      'users.status',
      'users.profile_image',
      'users.created_at',
      'sports.name as sport',
      'roles.name as role',
      'roles.key as role_key',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** A person by public id, if `parentId` is their parent by a family link (registration approval or staff). */
export function findChildOf(db: DbOrTrx, parentId: number, childPublicId: string) {
  return db
    .selectFrom('users')
    .innerJoin('relations', 'relations.to_user_id', 'users.id')
    .select(['users.id', 'users.public_id', 'users.user_name'])
    .where('users.public_id', '=', childPublicId)
    .where('relations.from_user_id', '=', parentId)
    .where('relations.kind', '=', 'parent')
    .where('relations.status', '=', 'accepted')
    .where('relations.origin', 'in', FAMILY_ORIGINS)
    .executeTakeFirst();
}

/** Every relation the person is in, with the other person (they are few: no paging). */
export function connectionRows(db: DbOrTrx, userId: number) {
  return relationsWithOther(db, userId)
    .select([
      'relations.id',
      'relations.from_user_id',
      'relations.kind',
      'relations.status',
      'relations.origin',
      'relations.updated_at',
      'other.public_id',
      'other.full_name',
      'other.user_name',
    ])
    .orderBy('relations.id')
    .execute();
}

/** A page of the messages the person sent or received, after message `afterId`. */
export function messagePage(db: DbOrTrx, userId: number, afterId: number) {
  return db
    .selectFrom('messages')
    .innerJoin('users as other', (j) =>
      j.on((eb) =>
        eb(
          'other.id',
          '=',
          eb
            .case()
            .when('messages.from_user_id', '=', userId)
            .then(eb.ref('messages.to_user_id'))
            .else(eb.ref('messages.from_user_id'))
            .end(),
        ),
      ),
    )
    .select([
      'messages.id',
      'messages.from_user_id',
      'messages.body',
      'messages.image',
      'messages.created_at',
      'messages.read_at',
      'other.public_id',
      'other.full_name',
    ])
    .where((eb) => eb.or([eb('messages.from_user_id', '=', userId), eb('messages.to_user_id', '=', userId)]))
    .where('messages.id', '>', afterId)
    .orderBy('messages.id')
    .limit(EXPORT_PAGE)
    .execute();
}

/** The pictures of the person's messages, as stored (bounded by the chat storage quota). */
export async function messagePictures(db: DbOrTrx, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('messages')
    .select('image')
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .where('image', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.image ? [r.image] : []));
}

export function notificationPage(db: DbOrTrx, userId: number, afterId: number) {
  return db
    .selectFrom('notifications')
    .leftJoin('users as sender', 'sender.id', 'notifications.from_user_id')
    .select([...notificationColumns, 'sender.full_name as from_name'])
    .where('notifications.user_id', '=', userId)
    .where('notifications.id', '>', afterId)
    .orderBy('notifications.id')
    .limit(EXPORT_PAGE)
    .execute();
}

/** The person's event registrations (one per event: no paging). */
export function registrationRows(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .leftJoin('users as by', 'by.id', 'event_registrations.registered_by')
    .select([
      'event_registrations.id',
      'events.title',
      'events.starts_at',
      'event_registrations.status',
      'event_registrations.created_at',
      'by.full_name as registered_by',
    ])
    .where('event_registrations.user_id', '=', userId)
    .orderBy('event_registrations.id')
    .execute();
}

/** A page of the audit entries about the person's record (its object is their account). */
export function auditPage(db: DbOrTrx, publicId: string, afterId: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.facts',
      'audit_log.detail',
      'actor.full_name as by_name',
    ])
    .where('audit_log.object_type', '=', 'subscriber')
    .where('audit_log.object_id', '=', publicId)
    .where('audit_log.id', '>', afterId)
    .orderBy('audit_log.id')
    .limit(EXPORT_PAGE)
    .execute();
}

/** How many rows the long lists hold, to choose between streaming now and a job. */
export async function countRows(db: DbOrTrx, userId: number, publicId: string): Promise<number> {
  const count = (table: string, where: ReturnType<typeof sql>) =>
    sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db);
  const results = await Promise.all([
    count('messages', sql`from_user_id = ${userId} or to_user_id = ${userId}`),
    count('notifications', sql`user_id = ${userId}`),
    count('audit_log', sql`object_type = 'subscriber' and object_id = ${publicId}`),
  ]);
  return results.reduce((sum, r) => sum + Number(r.rows[0]?.n ?? 0), 0);
}

import { sql, type Transaction } from 'kysely';
import { UserStatus } from '@fieldhouse/contract';
import { isPostgres } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { PictureStore } from '../../platform/pictures/index.ts';

/*
 * Erasing an account (a confirmed deletion request), in the caller's transaction. The users row
 * stays, as a pseudonym, so what the law makes the club keep still points at someone: event
 * registrations (attendance), the audit trail's entries, the deletion request itself, and the
 * invoices, payments and refunds for or by the person (KEPT_UNDER_PSEUDONYM). Everything else personal
 * is removed, and what other people's rows say about the person (a notification naming them, a
 * text sent to their parent, an audit entry's facts) has their name, user name, number and
 * e-mail replaced by the pseudonym. The picture files are the caller's to remove after commit.
 */

type Trx = Transaction<Database>;

/** Tables whose rows the law makes the club keep, under the pseudonym (the books: invoices and payments). */
export const KEPT_UNDER_PSEUDONYM = [
  'event_registrations',
  'audit_log',
  'deletion_requests',
  'invoices',
  'invoice_payments',
  'invoice_refunds',
] as const;

/**
 * Free text of other rows that may name a person, by table: the column that finds a row, and the
 * columns whose text has each of the person's identifiers replaced.
 */
const TEXTS = [
  ['audit_log', 'id', ['detail', 'facts', 'object_name']],
  ['notifications', 'id', ['message', 'params']],
  ['sms_outbox', 'id', ['text']],
  ['status_changes', 'id', ['reason']],
  ['parent_requests', 'id', ['reason']],
  ['jobs', 'id', ['payload', 'error']],
  // Other people's messages (a group conversation the person was not in), reports and notes.
  ['messages', 'id', ['body']],
  ['safeguarding_reports', 'id', ['note', 'outcome_note']],
  ['chat_suspensions', 'user_id', ['note']],
  ['care_records', 'user_id', ['contacts', 'allergies', 'conditions', 'medication']],
  // What staff wrote on an invoice (the books themselves are kept under the pseudonym).
  ['invoice_lines', 'id', ['description']],
  ['invoice_payments', 'id', ['note']],
  ['invoice_refunds', 'id', ['reason']],
] as const;

/** A picture the server stored (platform/images.ts); demo accounts' pictures are shared files, not theirs. */
const STORED_PICTURE = /^(avatars|chat)\/[0-9a-f]{32}\.webp$/;

/** Shorter values would match inside unrelated words. */
const MIN_SCRUB_LENGTH = 4;

async function personalIdentifiers(trx: Trx, userId: number) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'public_id', 'full_name', 'user_name', 'mobile', 'mobile_e164', 'email', 'profile_image'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const values = [user.full_name, user.user_name, user.mobile_e164, user.mobile, user.email ?? ''];
  // Longest first: a full name is replaced before a shorter value inside it.
  const identifiers = [...new Set(values.map((v) => v.trim()))]
    .filter((v) => v.length >= MIN_SCRUB_LENGTH)
    .sort((a, b) => b.length - a.length);
  return { user, identifiers };
}

/** The picture files of the person's messages, both ways, with their senders (for the senders' quota). */
function messagePictures(trx: Trx, userId: number) {
  return trx
    .selectFrom('messages')
    .select(['from_user_id', 'image'])
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .where('image', 'is not', null)
    .execute();
}

/** Gives back to the other senders the storage their pictures to the person took. */
async function returnStorage(
  trx: Trx,
  store: Pick<PictureStore, 'size'>,
  userId: number,
  pictures: { from_user_id: number; image: string | null }[],
) {
  for (const p of pictures) {
    if (p.from_user_id === userId || !p.image) continue;
    const bytes = (await store.size(p.image)) ?? 0;
    await trx
      .updateTable('chat_storage')
      .set({ bytes: sql`case when bytes > ${bytes} then bytes - ${bytes} else 0 end` })
      .where('user_id', '=', p.from_user_id)
      .execute();
  }
}

async function removeRows(trx: Trx, user: { id: number; mobile_e164: string }) {
  const id = user.id;
  const either = (a: string, b: string) => sql<boolean>`${sql.ref(a)} = ${id} or ${sql.ref(b)} = ${id}`;
  await trx.deleteFrom('messages').where(either('from_user_id', 'to_user_id')).execute();
  await trx.deleteFrom('notifications').where(either('user_id', 'from_user_id')).execute();
  await trx.deleteFrom('relations').where(either('from_user_id', 'to_user_id')).execute();
  await trx
    .deleteFrom('chat_watch_reads')
    .where((eb) => eb.or([eb('user_id', '=', id), eb('child_id', '=', id), eb('other_id', '=', id)]))
    .execute();
  await trx
    .deleteFrom('parent_requests')
    .where((eb) =>
      eb.or([
        eb('child_id', '=', id),
        eb('parent_user_id', '=', id),
        eb('parent_mobile_e164', '=', user.mobile_e164),
      ]),
    )
    .execute();
  await trx
    .deleteFrom('sms_outbox')
    .where((eb) => eb.or([eb('user_id', '=', id), eb('to_number', '=', user.mobile_e164)]))
    .execute();
  for (const table of [
    'sessions',
    'sign_in_devices',
    'otp_codes',
    'user_preferences',
    'live_presence',
    'chat_storage',
    'staff_invitations',
    'team_coaches',
    'team_members',
    'calendar_feeds',
    'data_exports',
    // Their emergency contacts, medical notes and consents, and a chat suspension of theirs.
    'care_records',
    'chat_suspensions',
    // The days they were active, kept for the key figures (the days' counts stay).
    'kpi_active_days',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', id).execute();
  }
  await trx.deleteFrom('data_exports').where('requested_by', '=', id).execute();
  const keys = [String(id), user.mobile_e164];
  await trx.deleteFrom('rate_limit_hits').where('key', 'in', keys).execute();
  await trx.deleteFrom('rate_limit_keys').where('key', 'in', keys).execute();
  await trx.updateTable('status_changes').set({ reason: null }).where('user_id', '=', id).execute();
  // The addresses the person acted from are theirs too; the entries stay (the trail is kept).
  await trx.updateTable('audit_log').set({ ip: null }).where('user_id', '=', id).execute();
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `column`'s text holds any of the identifiers, whatever its letters' case. */
const holdsAny = (column: string, identifiers: string[]) =>
  sql.join(
    identifiers.map(
      (v) => sql`lower(${sql.ref(column)}) like ${`%${escapeLike(v.toLowerCase())}%`} escape '\\'`,
    ),
    sql` or `,
  );

/**
 * The answers kept for an Idempotency-Key that name the person are forgotten, not rewritten: they
 * exist only to answer a retry of the same call, which after the erasure has nothing to find.
 */
async function forgetKeptAnswers(trx: Trx, identifiers: string[]) {
  if (identifiers.length === 0) return;
  await trx
    .deleteFrom('idempotency_keys')
    .where(sql<boolean>`${holdsAny('response', identifiers)}`)
    .execute();
}

/**
 * Replaces each identifier by the pseudonym wherever other rows' free text holds it, whatever its
 * letters' case ("SAM SMITH", "sam smith"). The rows are found in SQL by their lower-cased text
 * (SQLite's lower() folds only ASCII letters; PostgreSQL's every letter) and rewritten here.
 */
async function scrubTexts(trx: Trx, identifiers: string[], pseudonym: string) {
  if (identifiers.length === 0) return;
  const anyCase = new RegExp(identifiers.map(escapeRegExp).join('|'), 'giu');
  for (const [table, key, columns] of TEXTS) {
    for (const column of columns) {
      const ref = sql.ref(column);
      const rows = (
        await sql<{
          row_key: string | number;
          text: string;
        }>`select ${sql.ref(key)} as row_key, ${ref} as text
          from ${sql.table(table)} where ${holdsAny(column, identifiers)}`.execute(trx)
      ).rows;
      for (const row of rows) {
        const text = row.text.replace(anyCase, () => pseudonym);
        if (text === row.text) continue;
        await sql`update ${sql.table(table)} set ${ref} = ${text} where ${sql.ref(key)} = ${row.row_key}`.execute(
          trx,
        );
      }
    }
  }
}

/**
 * Erases the account `userId` (see above) and answers the files to remove once it commits: the
 * profile picture, the pictures of the person's messages, and downloads made for or by them.
 */
export async function eraseAccount(
  trx: Trx,
  o: { userId: number; pseudonym: string; pictures: Pick<PictureStore, 'size'>; now: number },
) {
  const { user, identifiers } = await personalIdentifiers(trx, o.userId);
  const pictures = await messagePictures(trx, user.id);
  const exports = await trx
    .selectFrom('data_exports')
    .select('file')
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('requested_by', '=', user.id)]))
    .execute();
  await returnStorage(trx, o.pictures, user.id, pictures);
  await removeRows(trx, user);
  await trx
    .updateTable('users')
    .set({
      user_name: o.pseudonym,
      full_name: 'Deleted member',
      isd_code: '',
      mobile: '',
      mobile_e164: o.pseudonym,
      email: null,
      date_of_birth: null,
      gender: null,
      sport_id: null,
      // No password verifies against this: nobody signs in as the pseudonym.
      password_hash: '!erased',
      status: UserStatus.suspended,
      status_reason: null,
      profile_image: null,
      pending_isd_code: null,
      pending_mobile: null,
      locked_until: null,
      last_seen_at: null,
      demo: 0,
      updated_at: o.now,
    })
    .where('id', '=', user.id)
    .execute();
  await trx
    .updateTable('audit_log')
    .set({ object_name: o.pseudonym })
    .where('object_type', '=', 'subscriber')
    .where('object_id', '=', user.public_id)
    .execute();
  await scrubTexts(trx, identifiers, o.pseudonym);
  await forgetKeptAnswers(trx, identifiers);
  // SQLite's search index keeps old terms in its segments until they are merged: merge them now.
  if (!isPostgres(trx)) await sql`insert into users_search(users_search) values ('optimize')`.execute(trx);
  const media = [user.profile_image, ...pictures.map((p) => p.image)].filter(
    (file): file is string => file !== null && STORED_PICTURE.test(file),
  );
  return { publicId: user.public_id, media, exports: exports.map((e) => e.file) };
}

import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { currentSchema } from '../db/connect.ts';
import { onPostgres, type TestApp } from './harness.ts';
import { storedPicture } from './pictures.ts';
import { befriend, person } from './journeys.ts';

/*
 * What the erasure tests (modules/data-rights) look for: a person with values found nowhere else,
 * a life that spreads them over many tables, and every value of every table, read from the
 * database's own catalogue.
 */

/** A person whose name, user name, number and e-mail are unlike anything else in the database. */
export async function named(t: TestApp, role: 'subscriber' | 'coach' = 'subscriber') {
  const p = await person(t, role);
  const n = randomInt(100_000, 999_999);
  const identity = {
    full_name: `Quilla Zembrowski ${n}`,
    user_name: `qzembrowski${n}`,
    email: `qzembrowski${n}@example.test`,
  };
  await t.db.updateTable('users').set(identity).where('id', '=', p.userId).execute();
  const row = await t.db
    .selectFrom('users')
    .select(['mobile', 'mobile_e164'])
    .where('id', '=', p.userId)
    .executeTakeFirstOrThrow();
  return { ...p, ...identity, mobile: row.mobile, mobile_e164: row.mobile_e164 };
}
export type Named = Awaited<ReturnType<typeof named>>;
export const personalValues = (p: Named) => [p.full_name, p.user_name, p.email, p.mobile_e164, p.mobile];

/** A life in the club: family, friends, chat with a picture, texts, requests, searches by staff. */
export async function liveALife(t: TestApp, admin: { token: string }, p: Named) {
  const parent = await person(t, 'subscriber');
  const friend = await person(t, 'subscriber');
  const parentName = (
    await t.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', parent.userId)
      .executeTakeFirstOrThrow()
  ).user_name;
  const linked = await t.api(
    'POST',
    `subscribers/${p.publicId}/parents`,
    { parent: parentName, reason: 'Mother, seen in person' },
    { token: admin.token },
  );
  expect(linked.statusCode).toBe(200);
  const asked = await person(t, 'subscriber');
  const askedName = (
    await t.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', asked.userId)
      .executeTakeFirstOrThrow()
  ).user_name;
  expect(
    (await t.api('POST', 'connections/request', { userName: askedName, kind: 'friend' }, { token: p.token }))
      .statusCode,
  ).toBe(200);
  await befriend(t, p.userId, friend.userId);
  // Their own care record (an adult keeps it), its notes naming them.
  const care = {
    contacts: [{ name: 'Grace Hopper', relation: 'Sister', isd_code: '+44', mobile: '7700900123' }],
    allergies: `${p.full_name}: peanuts`,
    conditions: '',
    medication: '',
    consents: { photos: true, travel: true, treatment: true },
  };
  expect((await t.api('PUT', 'profile/care', care, { token: p.token })).statusCode).toBe(200);
  const picture = await storedPicture(t, 'chat', Buffer.from('picture bytes'));
  const now = Date.now();
  await t.db
    .insertInto('messages')
    .values([
      {
        from_user_id: p.userId,
        to_user_id: friend.userId,
        body: `I am ${p.full_name}, call ${p.mobile_e164}`,
        image: null,
        created_at: now,
        read_at: null,
      },
      {
        from_user_id: friend.userId,
        to_user_id: p.userId,
        body: '',
        image: picture,
        created_at: now,
        read_at: null,
      },
    ])
    .execute();
  expect(
    (
      await t.api(
        'POST',
        `subscribers/${p.publicId}/text`,
        { text: 'Training moved to 6pm' },
        { token: admin.token },
      )
    ).statusCode,
  ).toBe(200);
  const search = await t.api(
    'GET',
    `subscribers/export.csv?q=${encodeURIComponent(p.full_name)}`,
    undefined,
    { token: admin.token },
  );
  expect(search.statusCode).toBe(200);
  const prefs = await t.api('GET', 'preferences', undefined, { token: p.token });
  await t.api('PUT', 'preferences', prefs.json<{ preferences: object }>().preferences, { token: p.token });
  expect((await t.api('GET', 'profile/export', undefined, { token: p.token })).statusCode).toBe(200);
  return { parent, friend, picture };
}

/** Every table of the database, from its own catalogue, and every value in it as text. */
export async function everyValue(t: TestApp): Promise<{ table: string; text: string }[]> {
  const schema = await currentSchema(t.db);
  const tables = onPostgres
    ? (
        await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = ${schema!} and table_type = 'BASE TABLE'`.execute(t.db)
      ).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db)).rows;
  expect(tables.map((r) => r.name)).toEqual(
    expect.arrayContaining(['users', 'messages', 'audit_log', 'sms_outbox']),
  );
  const out: { table: string; text: string }[] = [];
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    for (const row of rows) {
      for (const value of Object.values(row)) {
        if (value === null || value === undefined) continue;
        // Blobs (the search index's segments) are read byte for byte; everything else is text or a number.
        const text =
          value instanceof Uint8Array
            ? Buffer.from(value).toString('latin1')
            : typeof value === 'string'
              ? value
              : JSON.stringify(value);
        out.push({ table: name, text });
      }
    }
  }
  return out;
}

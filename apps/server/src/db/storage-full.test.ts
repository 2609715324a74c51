import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_DESCRIPTION_MAX } from '@fieldhouse/contract';
import { eventBody, makeEvent, unique } from '../test/events.ts';
import { onPostgres, startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';
import { rowCount } from '../test/rows.ts';
import { image, multipart } from '../test/pictures.ts';

/*
 * The embedded database's disk full: `max_page_count` caps the file where it stands, as a full
 * disk would (SQLite answers SQLITE_FULL either way). The picture store's disk: ENOSPC.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;

const countOf = (table: 'events' | 'audit_log') => rowCount(t.db, table);
const pageCount = async () =>
  (await sql<{ page_count: number }>`pragma page_count`.execute(t.db)).rows[0]!.page_count;
const capPages = (pages: number) => sql.raw(`pragma max_page_count = ${pages}`).execute(t.db);
const newEvent = () =>
  t.api(
    'POST',
    'events',
    eventBody({
      title: unique('Full disk'),
      description: 'A long description that fills the file. '.repeat(EVENT_DESCRIPTION_MAX / 50),
    }),
    { token: admin.token, headers: { menuID: '18' } },
  );

describe.skipIf(onPostgres)('when the embedded database’s disk is full', () => {
  beforeAll(async () => {
    t = await startTestApp();
    admin = await person(t, 'admin');
  });
  afterAll(() => t.close());

  it('refuses writes with 507 STORAGE_FULL and saves nothing, keeps reading, stays whole, and writes again once there is room', async () => {
    await makeEvent(t, admin);
    await capPages(await pageCount());
    try {
      await fullDisk();
    } finally {
      await capPages(1_073_741_823);
    }
    const events = await countOf('events');
    // Room again, no restart: the same write succeeds.
    const saved = await newEvent();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await countOf('events')).toBe(events + 1);
  });

  async function fullDisk() {
    let refused: Awaited<ReturnType<typeof newEvent>> | undefined;
    for (let i = 0; i < 500 && !refused; i++) {
      const res = await newEvent();
      if (res.statusCode !== 200) refused = res;
    }
    expect(refused?.statusCode, refused?.body).toBe(507);
    expect(refused?.json()).toMatchObject({ status: '507', code: 'STORAGE_FULL' });
    expect(refused?.json().message).toMatch(/storage is full/);

    // Refused again, nothing of it saved: no event, no audit line.
    const [events, audits] = [await countOf('events'), await countOf('audit_log')];
    expect((await newEvent()).statusCode).toBe(507);
    expect([await countOf('events'), await countOf('audit_log')]).toEqual([events, audits]);

    // Reading goes on: the events list, the directory, the caller's preferences, the settings.
    for (const route of ['events', 'subscribers', 'preferences', 'settings']) {
      const res = await t.api('GET', route, undefined, { token: admin.token });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    }
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.db);
    expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
  }

  it('refuses a picture the disk has no room for with 507 STORAGE_FULL and leaves no part of it', async () => {
    const someone = await person(t, 'subscriber');
    const media = path.join(t.config.dataDir, 'media', 'avatars');
    const before = fs.existsSync(media) ? fs.readdirSync(media) : [];
    // The disk fills half-way through the file, as a full disk does.
    const write = fs.promises.writeFile;
    const spy = vi.spyOn(fs.promises, 'writeFile').mockImplementation(async (file, data, options) => {
      await write(file, (data as Buffer).subarray(0, 100), options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const upload = async () => {
      const body = multipart(await image('png'));
      return t.api('POST', 'subscriber/picture', body.payload, {
        token: someone.token,
        headers: { 'content-type': body.type },
      });
    };
    try {
      const res = await upload();
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json()).toMatchObject({ code: 'STORAGE_FULL' });
    } finally {
      spy.mockRestore();
    }
    expect(fs.existsSync(media) ? fs.readdirSync(media) : []).toEqual(before);
    const account = () =>
      t.db
        .selectFrom('users')
        .select('profile_image')
        .where('id', '=', someone.userId)
        .executeTakeFirstOrThrow();
    expect((await account()).profile_image).toBeNull();
    // Room again: the same upload is saved.
    const saved = await upload();
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await account()).profile_image).toMatch(/^avatars\//);
  });

  it('reports the full disk, not the rollback, when SQLite already rolled the transaction back itself', async () => {
    // As at a commit that finds the disk full: SQLite ends the transaction, then the write fails.
    const failing = t.db.transaction().execute(async (trx) => {
      await sql`rollback`.execute(trx);
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    await expect(failing).rejects.toMatchObject({ code: 'SQLITE_FULL' });
  });
});

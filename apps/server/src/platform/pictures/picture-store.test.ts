import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import {
  expectErasedPicturesGone,
  expectMissing,
  expectServed,
  sendChatPicture,
  uploadAvatar,
} from '../../test/picture-journeys.ts';
import { befriend } from '../../test/journeys.ts';
import { isStored } from '../../test/pictures.ts';

/* The picture store of the suite's database: the disk for SQLite, the pictures table on PostgreSQL. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const onDisk = (name: string) => fs.existsSync(path.join(t.config.dataDir, 'media', name));

describe(`pictures ${onPostgres ? 'in PostgreSQL' : 'on disk'}`, () => {
  it('keeps an upload where its driver says, serves it with a validator, and drops the one it replaces', async () => {
    const me = await person(t, 'subscriber');
    const first = await uploadAvatar(t, me);
    await expectServed(t, first);
    expect(onDisk(first)).toBe(!onPostgres);
    if (onPostgres) {
      const row = await t.db
        .selectFrom('pictures')
        .selectAll()
        .where('name', '=', first)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ content_type: 'image/webp', size: row.bytes.length });
    }
    const second = await uploadAvatar(t, me);
    await expectMissing(t, first);
    await expectServed(t, second);
  });

  it('answers 404 with a code for a name never stored, a name it never gives, and a path that leaves the store', async () => {
    await expectMissing(t, `avatars/${'0'.repeat(32)}.webp`);
    for (const url of [
      '/media/avatars/x.webp',
      '/media/avatars/../../fieldhouse.db',
      '/media/fieldhouse.db',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('serves a chat picture at its signed address only, from the store', async () => {
    const me = await person(t, 'subscriber');
    const friend = await person(t, 'subscriber');
    await befriend(t, me.userId, friend.userId);
    const { address, name } = await sendChatPicture(t, me, friend);
    expect(await isStored(t, name)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/media/${name}` })).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("removes an erased person's pictures from the store", async () => {
    await expectErasedPicturesGone(t);
  });
});

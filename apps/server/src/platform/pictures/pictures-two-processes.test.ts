import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, stopProcesses, type AppProcess } from '../../test/app-process.ts';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { image, isStored, multipart } from '../../test/pictures.ts';

/* Two app processes on one PostgreSQL, each with a disk of its own (as on two hosts). */

describe.skipIf(!onPostgres)('pictures across two app processes on one PostgreSQL', () => {
  let t: TestApp;
  let one: AppProcess;
  let two: AppProcess;
  const disks: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const own = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-host-'));
      disks.push(dir);
      return { DATA_DIR: dir };
    };
    [one, two] = await Promise.all([startProcess(t, own()), startProcess(t, own())]);
  }, 60_000);
  afterAll(async () => {
    await stopProcesses([one, two]);
    await t?.close();
    for (const dir of disks) fs.rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (url: string, token: string) => {
    const body = multipart(await image('png'));
    const res = await fetch(`${url}/api/v1/subscriber/picture`, {
      method: 'POST',
      headers: {
        'content-type': body.type,
        cookie: 'XSRF-TOKEN=two',
        'x-xsrf-token': 'two',
        authorization: `Bearer ${token}`,
      },
      body: body.payload,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { profile_image: string }).profile_image;
  };

  it('serves through one process the picture uploaded through the other, and a replaced one is gone from both', async () => {
    const me = await person(t, 'subscriber');
    const first = await upload(one.url, me.token);
    const fromOne = await fetch(`${one.url}/media/${first}`);
    const fromTwo = await fetch(`${two.url}/media/${first}`);
    expect([fromOne.status, fromTwo.status]).toEqual([200, 200]);
    expect(fromTwo.headers.get('content-type')).toBe('image/webp');
    expect(fromTwo.headers.get('etag')).toBe(fromOne.headers.get('etag'));
    expect(Buffer.from(await fromTwo.arrayBuffer())).toEqual(Buffer.from(await fromOne.arrayBuffer()));
    // Neither process wrote it to its own disk.
    for (const dir of disks) expect(fs.existsSync(path.join(dir, 'media', first))).toBe(false);

    const second = await upload(two.url, me.token);
    expect(await isStored(t, first)).toBe(false);
    for (const p of [one, two]) {
      const gone = await fetch(`${p.url}/media/${first}`);
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { code: string }).code).toBe('NOT_FOUND');
      expect((await fetch(`${p.url}/media/${second}`)).status).toBe(200);
    }
  }, 60_000);

  it('a process starting on a disk that still holds pictures moves them into the database, for every process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-host-'));
    disks.push(dir);
    const name = `avatars/${randomBytes(16).toString('hex')}.webp`;
    const bytes = await image('webp', 40, 40);
    fs.mkdirSync(path.join(dir, 'media', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'media', name), bytes);
    expect((await fetch(`${one.url}/media/${name}`)).status).toBe(404);
    const three = await startProcess(t, { DATA_DIR: dir });
    try {
      const served = await fetch(`${one.url}/media/${name}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
      expect(fs.existsSync(path.join(dir, 'media', name))).toBe(false);
    } finally {
      await stopProcesses([three]);
    }
  }, 60_000);
});

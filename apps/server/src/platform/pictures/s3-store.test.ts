import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { befriend, person } from '../../test/journeys.ts';
import {
  expectErasedPicturesGone,
  expectMissing,
  expectServed,
  sendChatPicture,
  uploadAvatar,
} from '../../test/picture-journeys.ts';
import { storedNames } from '../../test/pictures.ts';

/*
 * The S3 driver through the real AWS SDK client against s3rver, an S3-compatible server in Node
 * (path-style addresses, as MinIO and most self-hosted stores take), on either database.
 */

const BUCKET = 'fieldhouse-pictures';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let t: TestApp;
let s3: S3rver;
let endpoint: string;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-s3-'));

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await startTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-west-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The object's bytes as another client of the bucket reads them, or null when there is none. */
async function inBucket(name: string): Promise<Buffer | null> {
  const client = new S3Client({ endpoint, region: 'eu-west-1', forcePathStyle: true, credentials: KEYS });
  try {
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: name }));
    return Buffer.from(await got.Body!.transformToByteArray());
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  } finally {
    client.destroy();
  }
}

describe('pictures in an S3-compatible bucket', () => {
  it('puts an upload in the bucket, serves it from there, and deletes the one it replaces', async () => {
    const me = await person(t, 'subscriber');
    const first = await uploadAvatar(t, me);
    const served = await expectServed(t, first);
    expect(await inBucket(first)).toEqual(served);
    // Not on this process's disk, nor in the database's table.
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', first))).toBe(false);
    if (t.config.databaseUrl) expect(await storedNames(t)).toEqual([]);

    const second = await uploadAvatar(t, me);
    await expectMissing(t, first);
    expect(await inBucket(first)).toBeNull();
    await expectServed(t, second);
  });

  it('answers 404 with a code for a name the bucket does not hold', async () => {
    await expectMissing(t, `logos/${'a'.repeat(32)}.webp`);
  });

  it('keeps chat pictures behind their signed address', async () => {
    const me = await person(t, 'subscriber');
    const friend = await person(t, 'subscriber');
    await befriend(t, me.userId, friend.userId);
    const { address, name } = await sendChatPicture(t, me, friend);
    expect(await inBucket(name)).not.toBeNull();
    const res = await t.app.inject({ method: 'GET', url: address });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it("deletes an erased person's pictures from the bucket", async () => {
    await expectErasedPicturesGone(t);
  });
});

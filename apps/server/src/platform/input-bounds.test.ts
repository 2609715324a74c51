import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person, snapshot } from '../test/journeys.ts';
import { encodeCursor } from './cursor.ts';

/*
 * What the databases cannot hold must be refused at the contract, the same on both: PostgreSQL
 * refuses a NUL byte in text and a number past its column's range with an error of its own.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

const get = (url: string) => t.api('GET', url, undefined, { token: admin.token });

describe('a NUL byte in any text', () => {
  it('is refused in a query string with 400 and the field named', async () => {
    const res = await get('subscribers?q=%00');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { q: 'NOT_VALID' } });
  });

  it('is refused in a path', async () => {
    const res = await get('subscribers/%00');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldCodes: { subscriberID: 'NOT_VALID' },
    });
  });

  it('is refused in a body, before anything is counted or looked up', async () => {
    const before = await snapshot(t);
    const res = await t.api('POST', 'login', { username: 'sam\u0000x', password: 'Fieldhouse#2026' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { username: 'NOT_VALID' } });
    expect(await snapshot(t)).toEqual(before);
  });

  it('is refused deep inside a body too', async () => {
    const res = await t.api(
      'PATCH',
      `subscribers/${admin.publicId}`,
      { full_name: 'Nul\u0000Name' },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { full_name: 'NOT_VALID' } });
  });
});

describe('a number past the database’s range', () => {
  const refusedAsExpired = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { cursor: 'NOT_VALID' } });
  };

  it('in a cursor is refused as a page link that has expired, and so is a NUL inside one', async () => {
    const boss = await person(t, 'superAdmin');
    const as = (url: string) => t.api('GET', url, undefined, { token: boss.token });
    const tooBig = Number.MAX_SAFE_INTEGER;
    // The id of the last row, and a sort value in an integer column (the status).
    refusedAsExpired(await as(`subscribers?cursor=${encodeCursor('Someone', tooBig)}`));
    refusedAsExpired(await as(`subscribers?sort=status&cursor=${encodeCursor(tooBig, 1)}`));
    refusedAsExpired(await as(`subscribers?cursor=${encodeCursor('Some\u0000one', 1)}`));
    refusedAsExpired(await as(`audit?cursor=${encodeCursor(Date.now(), tooBig)}`));
    const [role] = (await as('roles')).json<{ items: { id: number }[] }>().items;
    const holders = await as(
      `roles/${role?.id}/holders?cursor=${Buffer.from(String(tooBig)).toString('base64url')}`,
    );
    refusedAsExpired(holders);
    // A timestamp is a large number too: it still pages.
    expect((await as(`subscribers?sort=joined&cursor=${encodeCursor(Date.now(), 1)}`)).statusCode).toBe(200);
  });
});

describe('a day the calendar lacks', () => {
  it('is refused as not a real day, not sent to the database as NaN (found by the endpoint fuzzing)', async () => {
    for (const url of ['events?to=0000-00-00', 'events?from=2026-02-30', 'audit?from=2026-13-01']) {
      const res = await get(url);
      expect(res.statusCode, `${url} → ${res.body}`).toBe(400);
      expect(res.json<{ code: string; fieldCodes: Record<string, string> }>().fieldCodes).toMatchObject({
        [url.includes('to=') ? 'to' : 'from']: 'DATE_NOT_REAL',
      });
    }
    expect((await get('events?from=2024-02-29&to=2026-12-31')).statusCode).toBe(200);
  });
});

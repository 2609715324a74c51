import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, type DirectoryEntry, type DirectoryResponse } from '@fieldhouse/contract';
import { roleIds } from '../../db/seed/base.ts';
import { generateSubscribers } from '../../db/seed/fake-subscribers.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { insertUser } from '../registration/registration.repository.ts';

let t: TestApp;
let admin: string;
const GENERATED = 1_200; // past the 500 a page sorts whole, so both plans are read
const rare = {
  fullName: 'Zephyrine Quillfeather',
  userName: `zq_${Date.now() % 100_000}`,
  national: '7700900123',
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  const roles = await roleIds(t.db);
  const sportIds = (await t.db.selectFrom('sports').select('id').execute()).map((s) => s.id);
  await generateSubscribers(t.db, {
    count: GENERATED,
    passwordHash: 'x',
    roleId: roles.subscriber,
    sportIds,
    seed: 7,
  });
  const now = Date.now();
  await insertUser(t.db, {
    public_id: randomUUID(),
    user_name: rare.userName,
    full_name: rare.fullName,
    isd_code: '+44',
    mobile: rare.national,
    mobile_e164: `+44${rare.national}`,
    email: 'zephy.quill@example.org',
    date_of_birth: '2012-05-01',
    gender: 'female',
    sport_id: sportIds[0] ?? null,
    password_hash: 'x',
    role_id: roles.subscriber,
    status: UserStatus.suspended,
    created_at: now,
    updated_at: now,
  });
}, 60_000);
afterAll(() => t.close());

const list = (query: string, token = admin) => t.api('GET', `subscribers${query}`, undefined, { token });
const page = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DirectoryResponse>();
};

/** Every page of a query, following nextCursor. */
async function everyPage(query: string) {
  const items: DirectoryEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const body = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...body.items);
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return items;
}

describe('GET subscribers: search', () => {
  it.each([
    ['part of a name', 'phyrin'],
    ['the start of a name, two letters', 'Ze'],
    ['a surname and a first name', 'quillfeather zeph'],
    ['the user name', rare.userName],
    ['part of the e-mail', 'zephy.quill@'],
    ['the national number', `0${rare.national}`],
    ['the number with spaces', '07700 900 123'],
    ['the full number', '+44 (7700) 900-123'],
  ])('finds a person by %s', async (_what, q) => {
    const body = await page(`?q=${encodeURIComponent(q)}`);
    expect(body.items.map((i) => i.fullName)).toContain(rare.fullName);
    const found = body.items.find((i) => i.fullName === rare.fullName);
    expect(found).toMatchObject({
      mobile: `+44${rare.national}`,
      status: UserStatus.suspended,
      country: 'GB',
    });
  });

  it('answers an empty page with a total of zero for nobody', async () => {
    const body = await page('?q=qqzzxxyy');
    expect(body).toMatchObject({ items: [], nextCursor: null, total: { count: 0, exact: true } });
  });
});

describe('GET subscribers: orders and pages', () => {
  const key = {
    name: (i: DirectoryEntry) => i.fullName.toLowerCase(),
    joined: (i: DirectoryEntry) => i.joinedAt,
    age: (i: DirectoryEntry) => i.dateOfBirth ?? '',
    status: (i: DirectoryEntry) => i.status,
  };
  it.each([
    ['name', 'ascending'],
    ['-name', 'descending'],
    ['joined', 'descending'], // newest first
    ['-joined', 'ascending'],
    ['age', 'descending'], // youngest: the latest birthday
    ['-age', 'ascending'],
    ['status', 'ascending'],
    ['-status', 'descending'],
  ] as const)('pages through everyone by %s without repeats or gaps', async (sort, direction) => {
    const all = await everyPage(`?sort=${sort}&limit=100`);
    const everyone = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(new Set(all.map((i) => i.subscriberID)).size).toBe(all.length);
    expect(all.length).toBe(Number(everyone.n));
    const keyOf: (i: DirectoryEntry) => string | number = key[sort.replace('-', '') as keyof typeof key];
    const values = all.map(keyOf);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(direction === 'ascending' ? sorted : sorted.reverse());
  });

  it('gives the same pages for a few matches as for many', async () => {
    const few = await everyPage('?status=4&limit=7&sort=-joined');
    expect(few.length).toBeGreaterThan(7);
    expect(few.every((i) => i.status === UserStatus.suspended)).toBe(true);
    const first = await page('?status=4&limit=7&sort=-joined');
    expect(first.total).toEqual({ count: few.length, exact: true });
  });
});

describe('GET subscribers: filters', () => {
  it('keeps to every filter at once', async () => {
    const today = new Date();
    const items = await everyPage('?status=1,3&gender=female&age=18-34&country=GB&limit=100');
    for (const i of items) {
      expect([1, 3]).toContain(i.status);
      expect(i.gender).toBe('female');
      expect(i.country).toBe('GB');
      const age = today.getUTCFullYear() - Number(i.dateOfBirth?.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(35);
    }
  });

  it('keeps to a sign-up date range and a role', async () => {
    const coach = await t.db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', 'coach')
      .executeTakeFirstOrThrow();
    const day = new Date().toISOString().slice(0, 10);
    const items = await everyPage(`?role=${coach.id}&from=${day}&to=${day}`);
    const made = await person(t, 'coach');
    const after = await everyPage(`?role=${coach.id}&from=${day}&to=${day}`);
    expect(after.length).toBe(items.length + 1);
    expect(after.every((i) => i.roleKey === 'coach' && i.joinedAt.startsWith(day))).toBe(true);
    expect(after.map((i) => i.subscriberID)).toContain(made.publicId);
  });

  it('finds nobody in a country nobody calls from', async () => {
    const body = await page('?country=ZZ');
    expect(body.items).toEqual([]);
  });
});

describe('GET subscribers: who may ask, and what is refused', () => {
  it('lets staff who view subscribers in, and nobody else', async () => {
    expect((await list('', await t.signIn('coach'))).statusCode).toBe(200);
    const subscriber = await person(t, 'subscriber');
    expect((await list('', subscriber.token)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await list('', '')).statusCode).toBe(401);
  });

  it.each([
    ['a cursor it did not give', '?cursor=abc'],
    ['a cursor of another order', 'other-order'],
    ['a status that does not exist', '?status=9'],
    ['too many on a page', '?limit=101'],
    ['a date that is not one', '?from=yesterday'],
  ])('refuses %s with 400', async (_what, query) => {
    let asked = query;
    if (query === 'other-order') {
      const byName = await page('?limit=2');
      asked = `?sort=joined&cursor=${byName.nextCursor}`;
    }
    const res = await list(asked);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

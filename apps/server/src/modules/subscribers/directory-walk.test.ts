import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, type DirectoryEntry, type DirectoryResponse } from '@fieldhouse/contract';
import { roleIds } from '../../db/seed/base.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

// A page of many matches walks DIRECTORY_WALK_ROWS rows of its order's index, and gathers the
// matches instead when they are not there: here 600 people share a word, and their names sort
// after 200 others', so in name order the first page's walk of 50 rows meets none of them.
let t: TestApp;
let admin: string;
const WORD = `walkabout${Date.now() % 100_000}`;
const SHARING = 600; // past the 500 a page sorts whole

beforeAll(async () => {
  t = await startTestApp({ DIRECTORY_WALK_ROWS: '50' });
  admin = await t.signIn('admin');
  const roles = await roleIds(t.db);
  const now = Date.now();
  const person = (fullName: string, i: number) => {
    const mobile = `77${String(now % 1000).padStart(3, '0')}${String(i).padStart(5, '0')}`;
    return {
      public_id: randomUUID(),
      user_name: `${fullName.toLowerCase().replaceAll(' ', '_')}`,
      full_name: fullName,
      isd_code: '+44',
      mobile,
      mobile_e164: `+44${mobile}`,
      email: null,
      date_of_birth: '2001-02-03',
      gender: null,
      sport_id: null,
      password_hash: 'x',
      role_id: roles.subscriber,
      status: UserStatus.active,
      created_at: now - i,
      updated_at: now,
    };
  };
  const people = [
    ...Array.from({ length: 200 }, (_, i) => person(`Aardvark Other ${now} ${i}`, i)),
    ...Array.from({ length: SHARING }, (_, i) => person(`Zz ${WORD} ${String(i).padStart(3, '0')}`, 200 + i)),
  ];
  for (let i = 0; i < people.length; i += 200)
    await t.db
      .insertInto('users')
      .values(people.slice(i, i + 200))
      .execute();
}, 60_000);
afterAll(() => t.close());

async function everyPage(query: string) {
  const items: DirectoryEntry[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.api('GET', `subscribers${query}${cursor ? `&cursor=${cursor}` : ''}`, undefined, {
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DirectoryResponse>();
    items.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor && items.length <= SHARING);
  return items;
}

describe('GET subscribers: many matches the walk along the order does not meet', () => {
  it.each([
    ['name', 'ascending'],
    ['-name', 'descending'],
  ])('pages through every one of them by %s, each once, in order', async (sort) => {
    const items = await everyPage(`?q=${WORD}&sort=${sort}&limit=100`);
    const names = items.map((i) => i.fullName);
    expect(names).toHaveLength(SHARING);
    expect(new Set(names).size).toBe(SHARING);
    const sorted = [...names].sort();
    expect(names).toEqual(sort === 'name' ? sorted : sorted.reverse());
  });
});

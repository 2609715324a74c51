import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, type AuditEntry, type AuditResponse, type SeededRole } from '@fieldhouse/contract';
import { csvRows } from '../../test/csv.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, registerVerified, type Registered } from '../../test/journeys.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
let athlete: Registered;

beforeAll(async () => {
  t = await startTestApp();
  admin = await person(t, 'admin');
  athlete = await registerVerified(t);
  await t.db
    .updateTable('users')
    .set({ status: UserStatus.active })
    .where('id', '=', athlete.userId)
    .execute();
  // What the trail should hold of them: a failed and a good sign-in, then a suspension by staff.
  const signIn = (password: string) =>
    t.api('POST', 'login', { username: athlete.body.user_name, password }, { ip: '203.0.113.7' });
  expect((await signIn('not the password')).statusCode).toBe(401);
  expect((await signIn(athlete.body.password)).statusCode).toBe(200);
  const suspended = await t.api(
    'POST',
    `subscribers/${athlete.subscriberID}/status`,
    { action: 'suspend', reason: 'Kit not returned' },
    { token: admin.token, headers: { menuID: '13' } },
  );
  expect(suspended.statusCode, suspended.body).toBe(200);
});
afterAll(() => t.close());

const trail = async (query: string, token = admin.token) => {
  const res = await t.api('GET', `audit?${query}`, undefined, { token, headers: { menuID: '17' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditResponse>();
};

describe('GET audit', () => {
  it("shows a person's sign-ins, failed ones included, with the address, newest first", async () => {
    const { items } = await trail(`person=${athlete.body.user_name.toUpperCase()}`);
    expect(items.map((e) => e.action)).toEqual(['login', 'login-failed', 'phone-verified', 'register']);
    expect(items[0]).toMatchObject({
      actor: { subscriberID: athlete.subscriberID, userName: athlete.body.user_name },
      ip: '203.0.113.7',
    });
    expect(items[1]?.facts).toEqual({ reason: { key: 'reason.wrong-password', name: 'wrong-password' } });
    expect(items.map((e) => e.at)).toEqual([...items.map((e) => e.at)].sort().reverse());
  });

  it('shows what staff did to a person: who, from which menu item, and the name of whom it was done to', async () => {
    const { items } = await trail(`object=subscriber:${athlete.subscriberID}&action=subscriber-suspend`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject<Partial<AuditEntry>>({
      action: 'subscriber-suspend',
      menuId: 13,
      actor: { subscriberID: admin.publicId, fullName: expect.any(String), userName: expect.any(String) },
      object: { type: 'subscriber', id: athlete.subscriberID, name: athlete.body.full_name, key: null },
    });
  });

  it('filters by dates (whole days, both included) and finds nothing for a name nobody has', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`person=${athlete.body.user_name}&from=${today}&to=${today}`)).items).toHaveLength(4);
    expect((await trail(`person=${athlete.body.user_name}&to=2020-01-01`)).items).toEqual([]);
    expect(await trail('person=nobody_by_this_name')).toMatchObject({ items: [], nextCursor: null });
  });

  it('pages by cursor with no repeats or gaps while new entries arrive', async () => {
    const busy = await person(t, 'admin');
    for (let i = 0; i < 7; i++) {
      await t.api('GET', 'subscribers/export.csv?q=zz', undefined, { token: busy.token });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditResponse = await trail(
        `person=${await userName(busy.userId)}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
      // An entry written between pages is newer than every page still to come.
      await t.api('GET', 'subscribers/export.csv?q=zz', undefined, { token: busy.token });
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('is for staff who hold audit.view', async () => {
    const expected: Record<SeededRole, number> = { superAdmin: 200, admin: 200, coach: 403, subscriber: 403 };
    for (const [role, status] of Object.entries(expected)) {
      const caller = await person(t, role as SeededRole);
      const res = await t.api('GET', 'audit', undefined, { token: caller.token });
      expect(res.statusCode, role).toBe(status);
    }
    expect((await t.api('GET', 'audit')).statusCode).toBe(401);
  });

  it('refuses bad filters and foreign cursors with the field named', async () => {
    for (const [query, field] of [
      ['action=hack', 'action'],
      ['from=25/11/2026', 'from'],
      ['cursor=bm90LW91cnM', 'cursor'],
      ['object=no type', 'object'],
      ['limit=1000', 'limit'],
      ['colour=red', undefined],
    ] as const) {
      const res = await t.api('GET', `audit?${query}`, undefined, { token: admin.token });
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ code: string; fields?: Record<string, string> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      if (field) expect(Object.keys(body.fields ?? {}), query).toContain(field);
    }
  });
});

describe('GET audit/export.csv', () => {
  it('streams the filtered trail as CSV and records the export itself', async () => {
    const res = await t.api('GET', `audit/export.csv?person=${athlete.body.user_name}`, undefined, {
      token: admin.token,
      headers: { menuID: '17' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/);
    const { header, rows } = csvRows(res.rawPayload);
    expect(header?.[0]).toBe('Time (UTC)');
    expect(rows.map((row) => row[3])).toEqual([
      'Signed in',
      'Sign-in failed',
      'Verified their phone',
      'Signed up',
    ]);
    expect(rows[0]?.[6]).toBe('203.0.113.7');
    expect(rows[1]?.[7]).toBe('Wrong password');

    const exported = await trail(`person=${await userName(admin.userId)}&action=audit-export`);
    expect(exported.items[0]).toMatchObject({ menuId: 17 });
    expect(exported.items[0]?.facts).toEqual({ person: athlete.body.user_name });
  });

  it('needs audit.export', async () => {
    const coach = await person(t, 'coach');
    expect((await t.api('GET', 'audit/export.csv', undefined, { token: coach.token })).statusCode).toBe(403);
  });
});

async function userName(userId: number) {
  const row = await t.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.user_name;
}

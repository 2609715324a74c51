import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

/** A new role holding only `actions`, given to a fresh person; their token. */
async function holderOf(actions: string[]): Promise<string> {
  const made = await t.api(
    'POST',
    'roles',
    { name: `Only ${actions.join(' ')} ${Date.now()}` },
    { token: admin },
  );
  expect(made.statusCode).toBe(200);
  const roleId = made.json<{ role: { id: number } }>().role.id;
  expect((await t.api('PATCH', `roles/${roleId}`, { actions }, { token: admin })).statusCode).toBe(200);
  const someone = await person(t, 'subscriber');
  const userName = (
    await t.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', someone.userId)
      .executeTakeFirstOrThrow()
  ).user_name;
  const given = await t.api('POST', `roles/${roleId}/holders`, { userName }, { token: admin });
  expect(given.statusCode).toBe(200);
  return someone.token;
}

describe("what every signed-in person needs does not depend on a role's ticks", () => {
  it('a role holding only events still has its notifications, profile, chat, connections and My events', async () => {
    const token = await holderOf(['event.view', 'event.edit']);
    for (const [method, url, body] of [
      ['POST', 'notify/list', { data: '' }],
      ['GET', 'notifications', undefined],
      ['GET', 'connections', undefined],
      ['GET', 'chat/friends', undefined],
      ['GET', 'my/events', undefined],
      ['GET', 'preferences', undefined],
    ] as const) {
      const res = await t.api(method, url, body, { token });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
    const menu = await t.api('POST', 'menu', { data: '' }, { token });
    expect(menu.body).toContain('/profile');
    expect(menu.body).toContain('/event');
  });

  it('a role given nothing still reaches the person’s own things, and nothing of staff', async () => {
    const token = await holderOf([]);
    expect((await t.api('POST', 'notify/list', { data: '' }, { token })).statusCode).toBe(200);
    expect((await t.api('GET', 'events', undefined, { token })).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const menu = (token: string) => t.api('POST', 'menu', { data: 'menu' }, { token });

/** A signed-in coach whose session has just been used twice, so any cache holds it. */
async function warmCoach() {
  const coach = await person(t, 'coach');
  expect((await menu(coach.token)).statusCode).toBe(200);
  expect((await menu(coach.token)).statusCode).toBe(200);
  return coach;
}

// Each change is written straight to the database, as any code path (or a later one) might
// write it: the lookup must not depend on the writer remembering to say so.
describe('a session used a moment ago', () => {
  it('is refused the moment it ends', async () => {
    const coach = await warmCoach();
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('user_id', '=', coach.userId)
      .execute();
    expect((await menu(coach.token)).json()).toMatchObject({ status: '401' });
  });

  it('is refused the moment its account is suspended, and its row is deleted', async () => {
    const coach = await warmCoach();
    await t.db
      .updateTable('users')
      .set({ status: UserStatus.suspended })
      .where('id', '=', coach.userId)
      .execute();
    expect((await menu(coach.token)).json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });

    const other = await warmCoach();
    await t.db.deleteFrom('sessions').where('user_id', '=', other.userId).execute();
    expect((await menu(other.token)).statusCode).toBe(401);
  });

  it('follows its role the moment the role changes', async () => {
    const coach = await warmCoach();
    const before = (await menu(coach.token)).body;
    const admin = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Admin')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ role_id: admin.id }).where('id', '=', coach.userId).execute();
    const after = (await menu(coach.token)).body;
    expect(after).not.toBe(before);
    expect(after).toBe((await menu((await person(t, 'admin')).token)).body);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { migrationSteps } from '../../test/migration-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('migration 20270113110000_demo_accounts', () => {
  it('marks the demo accounts an existing database holds: the named ones and the generated ones', async () => {
    const { migrator, step } = await migrationSteps(t);
    // Nothing may use the tables while they go down and up again.
    await t.app.jobs.stop();
    // A person of the organisation, with a password of their own.
    const own = await person(t, 'subscriber');
    await t.db
      .updateTable('users')
      .set({ password_hash: 'a-hash-of-their-own' })
      .where('id', '=', own.userId)
      .execute();

    await step(() => migrator.migrateTo('20270112090000_calendar_feeds'));
    await step(() => migrator.migrateToLatest());

    const rows = await t.db.selectFrom('users').select(['id', 'user_name', 'demo']).execute();
    const marked = (name: string) => rows.find((r) => r.user_name === name)?.demo;
    for (const name of ['admin', 'coach', 'sam', 'mia']) expect(marked(name), name).toBe(1);
    const generated = rows.filter((r) => r.user_name.includes('.'));
    expect(generated.length).toBeGreaterThan(100);
    expect(generated.every((r) => r.demo === 1)).toBe(true);
    expect(rows.find((r) => r.id === own.userId)?.demo).toBe(0);
  });
});

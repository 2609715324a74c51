import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { migrationSteps } from '../../test/migration-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type OldRelation = {
  id?: number;
  from_user_id: number;
  to_user_id: number;
  kind: string;
  status: string;
  created_at: number;
  updated_at: number;
};
type OldRequest = {
  public_id: string;
  child_id: number;
  parent_mobile_e164: string;
  parent_user_id: number | null;
  status: string;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
};

describe('migration 20270113100000_parent_link_origin', () => {
  it("marks parent links the child's approval made, and every other relation as made by a request", async () => {
    const { migrator, step } = await migrationSteps(t);
    const [approved, child, stranger, relinked, friend] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => person(t, 'subscriber')),
    );
    await t.app.jobs.stop();
    await step(() => migrator.migrateTo('20270112090000_calendar_feeds'));

    const old = t.db as unknown as Kysely<{ relations: OldRelation; parent_requests: OldRequest }>;
    const at = 1_700_000_000_000;
    const request = (parent: number, status: string, decidedAt: number | null) => ({
      public_id: `req-${parent}-${status}`,
      child_id: child!.userId,
      parent_mobile_e164: '+447000000001',
      parent_user_id: parent,
      status,
      created_at: at - 10,
      expires_at: at + 1e9,
      decided_at: decidedAt,
    });
    await old
      .insertInto('parent_requests')
      .values([
        request(approved!.userId, 'approved', at),
        // Approved once, unlinked, then linked again later by a request: the request made this one.
        request(relinked!.userId, 'approved', at),
        request(stranger!.userId, 'declined', at),
      ])
      .execute();
    const link = (from: number, kind: string, createdAt: number) => ({
      from_user_id: from,
      to_user_id: child!.userId,
      kind,
      status: 'accepted',
      created_at: createdAt,
      updated_at: createdAt,
    });
    await old
      .insertInto('relations')
      .values([
        link(approved!.userId, 'parent', at),
        link(stranger!.userId, 'parent', at),
        link(relinked!.userId, 'parent', at + 60_000),
        link(friend!.userId, 'friend', at),
      ])
      .execute();

    await step(() => migrator.migrateToLatest());
    const rows = await t.db
      .selectFrom('relations')
      .select(['from_user_id', 'origin'])
      .where('to_user_id', '=', child!.userId)
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.from_user_id, r.origin]))).toEqual({
      [approved!.userId]: 'approval',
      [stranger!.userId]: 'request',
      [relinked!.userId]: 'request',
      [friend!.userId]: 'request',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, type BulkStatusStarted, type JobListResponse } from '@fieldhouse/contract';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { bulkDone, entriesAbout, startBulk, statusOf, subscribers } from '../../test/bulk.ts';
import { person } from '../../test/journeys.ts';

let bed: BossBed;
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  bed = await bossBed();
  admin = await person(bed.t, 'admin');
});
afterAll(() => bed.t.close());

const as = (token: string) => ({ token });
const list = async (token: string, query = '') =>
  (await bed.t.api('GET', `jobs${query}`, undefined, as(token))).json<JobListResponse>();

describe('who may start a bulk change', () => {
  it('refuses a coach and a subscriber, directly or by count, and changes nobody', async () => {
    const { t } = bed;
    const [one] = await subscribers(t, 1);
    const coach = await person(t, 'coach');
    const body = {
      target: { by: 'ids' as const, ids: [one!.publicId] },
      action: 'suspend' as const,
      reason: 'Because',
    };
    for (const who of [coach, one!]) {
      expect((await startBulk(t, who.token, body)).statusCode).toBe(403);
      const count = await t.api('POST', 'bulk/status/count', { target: body.target }, as(who.token));
      expect(count.statusCode).toBe(403);
    }
    expect(await statusOf(t, one!.userId)).toBe(UserStatus.active);
    expect(await entriesAbout(t, one!.publicId)).toEqual([]);
    expect(await t.db.selectFrom('bulk_status_items').select('job_id').execute()).toEqual([]);
  });

  it('needs a reason, and someone to change', async () => {
    const { t } = bed;
    const [one] = await subscribers(t, 1);
    const target = { by: 'ids' as const, ids: [one!.publicId] };
    const noReason = await startBulk(t, admin.token, { target, action: 'suspend', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const nobody = await startBulk(t, admin.token, {
      target: { by: 'ids', ids: ['no-such-person'] },
      action: 'suspend',
      reason: 'Because',
    });
    expect([nobody.statusCode, nobody.json().code]).toEqual([409, 'INVALID_STATE']);
    expect(await statusOf(t, one!.userId)).toBe(UserStatus.active);
  });
});

describe('who may see, cancel and list a bulk change', () => {
  it('the starter, holders of bulk.jobs and the Super Admin; a coach gets 404 as for no job', async () => {
    const { t, boss } = bed;
    const people = await subscribers(t, 2);
    const id = await bulkDone(t, admin.token, {
      target: { by: 'ids', ids: people.map((p) => p.publicId) },
      action: 'suspend',
      reason: 'Looked at',
    });
    const otherAdmin = await person(t, 'admin');
    const coach = await person(t, 'coach');
    for (const who of [admin, otherAdmin, boss]) {
      expect((await t.api('GET', `jobs/${id}`, undefined, as(who.token))).statusCode).toBe(200);
      expect((await t.api('GET', `bulk/status/${id}/report`, undefined, as(who.token))).statusCode).toBe(200);
      expect((await list(who.token)).items.map((job) => job.id)).toContain(id);
    }
    for (const url of [`jobs/${id}`, `bulk/status/${id}/report`, `bulk/status/${id}/report.csv`]) {
      const res = await t.api('GET', url, undefined, as(coach.token));
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'JOB_NOT_FOUND']);
    }
    expect((await list(coach.token)).items).toEqual([]);
    // Without bulk.jobs (this file's app only), an Admin sees their own jobs and no one else's.
    await t.revokeAction('admin', 'bulk.jobs');
    expect((await t.api('GET', `bulk/status/${id}/report`, undefined, as(otherAdmin.token))).statusCode).toBe(
      404,
    );
    expect((await list(otherAdmin.token)).items.map((job) => job.id)).not.toContain(id);
    expect((await list(admin.token)).items.map((job) => job.id)).toContain(id);
  });

  it('lets a holder of bulk.jobs cancel another’s waiting change, and a coach not', async () => {
    const { t } = bed;
    const people = await subscribers(t, 2);
    // Queued for later inside the engine: cancel it before it runs.
    const jobId = await t.app.jobs.enqueue(
      'bulk.status',
      { action: 'suspend', reason: 'Later', client: { ip: '127.0.0.1', menuId: null } },
      { startedBy: admin.userId, startAfter: 60_000, total: 0 },
    );
    const coach = await person(t, 'coach');
    expect((await t.api('POST', `jobs/${jobId}/cancel`, undefined, as(coach.token))).statusCode).toBe(404);
    const res = await t.api('POST', `jobs/${jobId}/cancel`, undefined, as(bed.boss.token));
    expect(res.json()).toMatchObject({ state: 'cancelled' });
    for (const one of people) expect(await statusOf(t, one.userId)).toBe(UserStatus.active);
  });

  it('pages the list newest first with a cursor, each job once', async () => {
    const { t } = bed;
    const starter = await person(t, 'admin');
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const [one] = await subscribers(t, 1);
      const res = await startBulk(t, starter.token, {
        target: { by: 'ids', ids: [one!.publicId] },
        action: 'suspend',
        reason: `Round ${i}`,
      });
      made.push(res.json<BulkStatusStarted>().jobId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: JobListResponse = await list(starter.token, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((job) => job.id));
      for (const job of page.items)
        expect(job).toMatchObject({ kind: 'bulk.status', startedBy: { subscriberID: starter.publicId } });
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    const bad = await t.api('GET', 'jobs?cursor=nonsense', undefined, as(starter.token));
    expect(bad.statusCode).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PROGRESS_PUSH_MS, type JobResponse } from '@fieldhouse/contract';
import type { EnqueueOptions } from '../../platform/jobs/types.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import {
  ensureTestItemsTable,
  recordedItems,
  TEST_BROKEN,
  TEST_FLAKY,
  TEST_ITEMS,
  TEST_JOB_KINDS,
  type TestItemsPayload,
} from '../../test/job-kinds.ts';
import { person } from '../../test/journeys.ts';
import { openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';
import { CHAT_DEMO_REPLY_JOB } from '../chat/chat-echo.job.ts';
import { CLEANUP_JOB } from '../cleanup/cleanup.job.ts';

let t: TestApp;
let baseUrl: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const open: LiveTestClient[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { jobs: { kinds: TEST_JOB_KINDS } });
  await ensureTestItemsTable(t.db);
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  for (const name of ['sam', 'coach', 'admin']) {
    tokens[name] = await t.signIn(name);
    ids[name] = await t.userId(name);
  }
});
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

const start = (payload: TestItemsPayload, options: EnqueueOptions = {}) =>
  t.app.jobs.enqueue(TEST_ITEMS, payload, options);
const get = (id: string, who?: string) =>
  t.api('GET', `jobs/${id}`, undefined, who ? { token: tokens[who] } : {});
const cancel = (id: string, who: string) =>
  t.api('POST', `jobs/${id}/cancel`, undefined, { token: tokens[who] });
const row = (id: string) =>
  t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Polls until `ok` holds for what `read` answers; never a fixed sleep. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET jobs/:id', () => {
  it('shows the progress of a running job, then its end', async () => {
    const id = await start({ count: 40, pauseMs: 25 }, { startedBy: ids.sam });
    const running = await until(
      async () => (await get(id, 'sam')).json<JobResponse>(),
      (job) => job.state === 'running' && job.done > 0,
    );
    expect(running).toMatchObject({ status: '200', id, kind: TEST_ITEMS, total: 40 });
    expect(running.done).toBeLessThan(40);
    await t.waitForJob(id);
    expect((await get(id, 'sam')).json()).toEqual({
      status: '200',
      id,
      kind: TEST_ITEMS,
      state: 'completed',
      done: 40,
      total: 40,
    });
    const items = await recordedItems(t.db, id);
    expect(items.map((i) => i.item)).toEqual([...Array(40).keys()]);
  });

  it('answers the starter and holders of the area’s grant; anyone else gets 404, as for no job', async () => {
    const id = await start({ count: 1 }, { startedBy: ids.sam });
    await t.waitForJob(id);
    expect((await get(id, 'sam')).statusCode).toBe(200);
    expect((await get(id, 'admin')).json()).toMatchObject({ id, state: 'completed' });
    // An Admin holds sms.view, which manages this kind.
    const anAdmin = await person(t, 'admin');
    expect((await t.api('GET', `jobs/${id}`, undefined, { token: anAdmin.token })).statusCode).toBe(200);
    const stranger = await get(id, 'coach');
    const unknown = await get(randomUUID(), 'admin');
    expect([stranger.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(stranger.json()).toMatchObject({ code: 'JOB_NOT_FOUND' });
    expect(stranger.json()).toEqual(unknown.json());
    expect((await get(id)).statusCode).toBe(401);
  });

  it('shows the system’s own jobs to the Super Admin only', async () => {
    const id = await start({ count: 1 });
    await t.waitForJob(id);
    // The demo `admin` is a Super Admin; an Admin holds the area's managing action (sms.view).
    tokens.anAdmin = (await person(t, 'admin')).token;
    expect((await get(id, 'admin')).statusCode).toBe(200);
    for (const who of ['anAdmin', 'sam', 'coach'])
      expect((await get(id, who)).json(), who).toMatchObject({ code: 'JOB_NOT_FOUND' });
    // The clean-up is the system's: holding the registrations area's actions does not show it.
    const cleanup = await until(
      () => t.latestJob(CLEANUP_JOB, null),
      (row) => row !== undefined,
    );
    for (const who of ['coach', 'anAdmin']) expect((await get(cleanup!.id, who)).statusCode, who).toBe(404);
    expect((await get(cleanup!.id, 'admin')).statusCode).toBe(200);
  });

  it('keeps another person’s job from a holder of some action of its area that does not manage it', async () => {
    // Every role uses chat, and nobody manages another person's chat replies.
    const id = await t.app.jobs.enqueue(
      CHAT_DEMO_REPLY_JOB,
      { messageId: 0 },
      { startedBy: ids.sam, startAfter: 60_000 },
    );
    tokens.anAdmin = (await person(t, 'admin')).token;
    for (const who of ['coach', 'anAdmin']) {
      expect((await get(id, who)).statusCode, who).toBe(404);
      expect((await cancel(id, who)).statusCode, who).toBe(404);
    }
    expect(await row(id)).toMatchObject({ state: 'queued' });
    expect((await cancel(id, 'sam')).json()).toMatchObject({ state: 'cancelled' });
  });
});

describe('live progress', () => {
  it('pushes state and progress to the starter’s consoles only, a few times a second at most', async () => {
    const [samTab, coachTab] = [
      await openSignedInLive(baseUrl, tokens.sam ?? ''),
      await openSignedInLive(baseUrl, tokens.coach ?? ''),
    ];
    open.push(samTab, coachTab);
    const began = Date.now();
    const id = await start({ count: 30, pauseMs: 20 }, { startedBy: ids.sam });
    const end = await samTab.next('job', (m) => m.job.id === id && m.job.state === 'completed');
    const elapsed = Date.now() - began;
    expect(end.job).toEqual({ id, kind: TEST_ITEMS, state: 'completed', done: 30, total: 30 });
    const pushes = samTab.received.flatMap((m) => (m.type === 'job' && m.job.id === id ? [m.job] : []));
    expect(pushes.some((job) => job.state === 'running')).toBe(true);
    // Throttled: a progress push per JOB_PROGRESS_PUSH_MS at most, however long a busy machine takes
    // (besides the pushes of its states), never one per item; and progress never goes back.
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(elapsed / JOB_PROGRESS_PUSH_MS) + 3);
    expect(pushes.length).toBeLessThan(30);
    const dones = pushes.map((job) => job.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(coachTab.received.filter((m) => m.type === 'job')).toEqual([]);
  });
});

describe('cancel', () => {
  it('a queued job never runs', async () => {
    const first = await start({ count: 3 }, { startedBy: ids.sam, startAfter: 3_000 });
    const second = await start({ count: 3 }, { startedBy: ids.sam, startAfter: 3_000 });
    const res = await cancel(first, 'sam');
    expect(res.json()).toMatchObject({ status: '200', id: first, state: 'cancelled', done: 0 });
    // Queued before it: had the first run at all, it would have run by now.
    expect(await t.waitForJob(second)).toMatchObject({ state: 'completed' });
    expect(await row(first)).toMatchObject({ state: 'cancelled', attempts: 0, payload: null });
    expect(await recordedItems(t.db, first)).toEqual([]);
  });

  it('a running job stops before its next item; what it did stays done, once', async () => {
    const id = await start({ count: 200, pauseMs: 20 }, { startedBy: ids.sam });
    await until(
      () => row(id),
      (job) => job.done >= 3,
    );
    expect((await cancel(id, 'sam')).json()).toMatchObject({ state: 'cancelled' });
    // The kind runs one try at a time: once a later job of it has run, the cancelled try is over.
    await t.waitForJob(await start({ count: 1 }, { startedBy: ids.sam }));
    const ended = await row(id);
    expect(ended.state).toBe('cancelled');
    expect(ended.done).toBeLessThan(200);
    const items = (await recordedItems(t.db, id)).map((i) => i.item);
    expect(items).toEqual([...Array(ended.done).keys()]);
  });

  it('is refused on another person’s job (404) and on a job that ended (409)', async () => {
    const id = await start({ count: 1 }, { startedBy: ids.sam });
    await t.waitForJob(id);
    expect((await cancel(id, 'coach')).json()).toMatchObject({ code: 'JOB_NOT_FOUND' });
    const ended = await cancel(id, 'sam');
    expect([ended.statusCode, ended.json().code]).toEqual([409, 'INVALID_STATE']);
    expect(await row(id)).toMatchObject({ state: 'completed' });
  });
});

describe('failures', () => {
  it('tries again with growing waits, then fails with the reader’s message', async () => {
    const id = await t.app.jobs.enqueue(TEST_FLAKY, {}, { startedBy: ids.sam });
    expect(await t.waitForJob(id)).toMatchObject({ state: 'failed', attempts: 3, payload: null });
    expect((await get(id, 'sam')).json()).toEqual({
      status: '200',
      id,
      kind: TEST_FLAKY,
      state: 'failed',
      done: 0,
      total: null,
      error: 'The provider said no.',
    });
    const tries = await recordedItems(t.db, id);
    expect(tries.map((x) => x.item)).toEqual([1, 2, 3]);
    const [a, b, c] = tries.map((x) => x.at) as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(250);
    expect(c - b).toBeGreaterThan(b - a);
  });

  it('keeps a bug’s own words out of the answer', async () => {
    const id = await t.app.jobs.enqueue(TEST_BROKEN, {}, { startedBy: ids.sam });
    expect(await t.waitForJob(id)).toMatchObject({ state: 'failed', attempts: 1 });
    const res = await get(id, 'sam');
    expect(res.json()).toMatchObject({ state: 'failed', error: 'JOB_UNEXPECTED' });
    expect(res.body).not.toContain('hunter2');
  });
});

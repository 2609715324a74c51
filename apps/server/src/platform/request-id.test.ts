import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';

/* JSON log lines name their request (`reqId`), and a job a request queued names it on its lines too. */

type Line = { reqId?: string; jobId?: string; msg: string };

const lines: Line[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
  });
  // Any record of more than one row is exported by a job.
  t = await startTestApp(
    { APP_MODE: 'production', LOG_LEVEL: 'info', DATA_EXPORT_JOB_ROWS: '1' },
    { logStream: stream, seed: 'base' },
  );
});
afterAll(() => t.close());

/** A person whose data export is made by a job. */
async function exporter() {
  const who = await person(t, 'subscriber');
  const other = await person(t, 'subscriber');
  for (const body of ['one', 'two', 'three']) {
    await t.db
      .insertInto('messages')
      .values({
        from_user_id: who.userId,
        to_user_id: other.userId,
        body,
        image: null,
        created_at: Date.now(),
        read_at: null,
      })
      .execute();
  }
  return who;
}

async function exportAsJob(token: string, headers: Record<string, string> = {}) {
  const res = await t.api('GET', 'profile/export', undefined, { token, headers });
  expect(res.statusCode).toBe(200);
  const { jobId } = res.json<{ jobId: string }>();
  expect(jobId).toEqual(expect.any(String));
  expect((await t.waitForJob(jobId)).state).toBe('completed');
  return { res, jobId };
}

/** Waits until the job's try has logged its end (lines are written as the try goes). */
async function jobLines(jobId: string) {
  const until = Date.now() + 10_000;
  while (!lines.some((l) => l.jobId === jobId && l.msg === 'jobs: a try finished')) {
    if (Date.now() > until) throw new Error(`no end logged for job ${jobId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return lines.filter((l) => l.jobId === jobId);
}

describe('request ids', () => {
  it('keep a proxy-given X-Request-Id on the request line, the answer and the lines of the job it queued', async () => {
    const who = await exporter();
    const id = 'nginx-7f3a9c2e41d8';
    const { res, jobId } = await exportAsJob(who.token, { 'x-request-id': id });
    expect(res.headers['x-request-id']).toBe(id);
    const requestLine = lines.find((l) => l.msg.startsWith('GET /api/v1/profile/export 200'));
    expect(requestLine?.reqId).toBe(id);
    const ofJob = await jobLines(jobId);
    expect(ofJob.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['jobs: a try started', 'jobs: a try finished']),
    );
    for (const line of ofJob) expect(line.reqId).toBe(id);
  });

  it('are fresh UUIDs when none (or a malformed one) is given, unique per request, and still reach the job', async () => {
    const who = await exporter();
    const { res, jobId } = await exportAsJob(who.token, { 'x-request-id': 'bad id\twith "quotes"' });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ofJob = await jobLines(jobId);
    expect(ofJob.length).toBeGreaterThan(0);
    for (const line of ofJob) expect(line.reqId).toBe(id);
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(id);
  });

  it("a job the system queues by itself carries no request's id", async () => {
    const jobId = await t.app.jobs.enqueue('cleanup', {});
    await t.waitForJob(jobId);
    for (const line of await jobLines(jobId)) expect(line.reqId).toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { TEST_BROKEN, TEST_ITEMS, testBrokenJob, testItemsJob } from '../../test/job-kinds.ts';

const TOKEN = 'metrics-token-for-the-test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    { METRICS_TOKEN: TOKEN },
    { seed: 'base', jobs: { kinds: [testItemsJob, testBrokenJob] } },
  );
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, by its name and labels as written. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('asks for the Bearer token: none, a wrong one and a session are refused with 401', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(res.body).not.toContain('fieldhouse_');
    }
  });

  it('counts request durations by route pattern and status class, never the raw address', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const name = 'fieldhouse_http_request_duration_seconds';
    expect(sample(res.body, `${name}_count{method="GET",route="/api/v1/jobs/:id",status_class="4xx"}`)).toBe(
      1,
    );
    expect(
      sample(res.body, `${name}_count{method="GET",route="/api/v1/health/live",status_class="2xx"}`),
    ).toBe(1);
    expect(
      sample(
        res.body,
        `${name}_bucket{method="GET",route="/api/v1/health/live",status_class="2xx",le="+Inf"}`,
      ),
    ).toBe(1);
    expect(res.body).not.toContain(id);
    expect(res.body).toContain('# TYPE fieldhouse_http_request_duration_seconds histogram');
    expect(sample(res.body, 'fieldhouse_live_connections')).toBe(0);
  });

  it('shows the jobs waiting and the jobs failed, by kind', async () => {
    await t.app.jobs.enqueue(TEST_ITEMS, { count: 1 }, { startAfter: 3_600_000 });
    await t.app.jobs.enqueue(TEST_ITEMS, { count: 1 }, { startAfter: 3_600_000 });
    const broken = await t.app.jobs.enqueue(TEST_BROKEN, {});
    await t.waitForJob(broken);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(sample(res.body, `fieldhouse_jobs_queued{kind="${TEST_ITEMS}"}`)).toBe(2);
    expect(sample(res.body, `fieldhouse_jobs_failed{kind="${TEST_BROKEN}"}`)).toBe(1);
  });

  it("shows PostgreSQL's pool (and nothing of a pool on the embedded database)", async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    if (onPostgres) {
      expect(sample(res.body, 'fieldhouse_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(res.body, 'fieldhouse_db_pool_waiting')).toBe(0);
    } else {
      expect(res.body).not.toContain('fieldhouse_db_pool');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN configured', () => {
  it('answers 404, whatever is sent', async () => {
    const plain = await startTestApp({}, { seed: 'base' });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('fieldhouse_');
      }
    } finally {
      await plain.close();
    }
  });
});

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { poolStats, type Db } from '../../db/connect.ts';
import { notFound, unauthenticated } from '../errors.ts';
import { gauge, histogram } from './exposition.ts';
import { jobCounts } from './metrics.repository.ts';

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`: 404 when no token is
 * configured (the server has no metrics to give), 401 without the right one. Request durations by
 * route pattern (never the raw address, which may hold ids or keys) and status class; open live
 * connections; jobs waiting and failed, by kind; PostgreSQL's pool.
 */
export function serveMetrics(app: FastifyInstance, { db, token }: { db: Db; token: string | undefined }) {
  const durations = histogram(
    'fieldhouse_http_request_duration_seconds',
    'Time to answer a request, by method, route pattern and status class.',
  );
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!token) throw notFound();
    const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!given || !sameToken(given, token)) {
      throw unauthenticated('The metrics ask for their Bearer token.');
    }
    const jobs = await jobCounts(db);
    const byState = (state: string) =>
      jobs.filter((j) => j.state === state).map((j) => ({ labels: { kind: j.kind }, value: j.count }));
    const pool = poolStats(db);
    const parts = [
      durations.text(),
      gauge('fieldhouse_live_connections', 'Live channels (WebSockets) open on this process.', [
        { labels: {}, value: app.websocketServer.clients.size },
      ]),
      gauge('fieldhouse_jobs_queued', 'Jobs waiting to run, by kind (queue depth).', byState('queued')),
      gauge('fieldhouse_jobs_failed', 'Jobs kept that ended failed, by kind.', byState('failed')),
    ];
    if (pool) {
      parts.push(
        gauge('fieldhouse_db_pool_connections', "Connections of this process's PostgreSQL pool.", [
          { labels: { state: 'total' }, value: pool.total },
          { labels: { state: 'idle' }, value: pool.idle },
        ]),
        gauge('fieldhouse_db_pool_waiting', 'Queries waiting for a PostgreSQL connection.', [
          { labels: {}, value: pool.waiting },
        ]),
      );
    }
    return reply.header('content-type', CONTENT_TYPE).send(parts.join(''));
  });
}

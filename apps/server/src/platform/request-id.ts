import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What an incoming `X-Request-Id` (a proxy's, nginx `$request_id`) may be to be kept as it is. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Each request's id (`reqId` on its log lines): the proxy's `X-Request-Id` when it looks like one,
 * otherwise a fresh UUID, so ids stay unique across the processes behind one balancer.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

const current = new AsyncLocalStorage<string>();

/** The id of the request whose code is running now, if any: a job it queues keeps it. */
export const currentRequestId = (): string | undefined => current.getStore();

/** Answers carry their id (`X-Request-Id`), and the request's code runs knowing it. */
export function carryRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    current.run(request.id, done);
  });
}

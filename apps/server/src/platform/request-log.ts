import type { FastifyInstance, FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

/**
 * Addresses that are themselves a key: a staff invitation (`/api/v1/invitation/<token>` and the
 * console's `/auth/invitation/<token>`), a calendar feed (`/api/v1/calendar/<token>.ics`) and a
 * chat picture's signature (`?sig=`). Anyone who reads the log could use them, so the request log
 * shows them masked.
 */
const SECRET_SEGMENT = /(\/(?:invitation|calendar)\/)[^/?#.]+/g;
const SECRET_PARAM = /([?&](?:sig|token|code|password)=)[^&#]*/gi;

export const MASK = '•••';

/** The address as it may be logged. */
export function maskUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1${MASK}`).replace(SECRET_PARAM, `$1${MASK}`);
}

/** Fastify's own `req` log serializer, with the address masked. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * One line per request, once it is answered (Fastify's own logging writes two): what was asked,
 * the answer's status and how long it took.
 */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: ms },
      `${request.method} ${maskUrl(request.url)} ${reply.statusCode} ${ms} ms`,
    );
    done();
  });
}

/**
 * Where demo mode writes its log: readable lines (`06:14:03 INFO: POST /api/v1/login 401 23 ms`)
 * instead of JSON, so a person trying the console reads it as it scrolls. Production keeps JSON,
 * for whatever collects it.
 */
export function readableLog(destination: NodeJS.WritableStream | undefined) {
  return pretty({
    destination: destination ?? 1,
    colorize: !destination && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    sync: true,
  });
}

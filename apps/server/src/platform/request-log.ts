import type { FastifyRequest } from 'fastify';

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

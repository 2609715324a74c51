import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { WebsocketPluginOptions } from '@fastify/websocket';
import { LIVE_CLOSE_GOING_AWAY, LIVE_MAX_PAYLOAD_BYTES, LIVE_SHUTDOWN_REASON } from '@fieldhouse/contract';

/**
 * ws reports what a peer got wrong (a frame over maxPayload, bad framing, invalid UTF-8) with a
 * `WS_ERR_…` code, and has already closed the socket with the matching close code (1009 for size).
 */
const peerFault = (error: Error): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('WS_ERR_') ? code : undefined;
};

/** A socket's error: the peer's fault is one warning line; anything else is logged in full and cut off. */
function socketError(error: Error, socket: WebSocket, request: FastifyRequest) {
  const code = peerFault(error);
  if (code) {
    request.log.warn({ code }, error.message);
    return;
  }
  request.log.error({ err: error }, 'live: socket error');
  socket.terminate();
}

/** The WebSocket server's settings: small frames, quiet peer errors, a 1001 for every socket at shutdown. */
export const websocketOptions = (app: FastifyInstance): WebsocketPluginOptions => ({
  options: { maxPayload: LIVE_MAX_PAYLOAD_BYTES },
  errorHandler: (error, socket, request) => socketError(error, socket, request),
  // Before the HTTP server stops: every socket, signed in or not, hears why and reconnects elsewhere.
  preClose: async () => {
    for (const client of app.websocketServer.clients)
      client.close(LIVE_CLOSE_GOING_AWAY, LIVE_SHUTDOWN_REASON);
    await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
  },
});

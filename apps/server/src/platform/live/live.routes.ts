import type { FastifyPluginAsync } from 'fastify';
import {
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_CLOSE_TOO_MANY,
  LIVE_SOCKETS_PER_PERSON,
  LIVE_CLOSE_BAD_MESSAGE,
  LIVE_CLOSE_POLICY,
  LIVE_CLOSE_UNAUTHENTICATED,
  LIVE_DROPS_BEFORE_CLOSE,
  LIVE_MESSAGE_BURST,
  LIVE_MESSAGES_PER_SECOND,
  LIVE_PATH,
  LIVE_TYPING_PEERS_KEPT,
  liveClientMessageSchema,
  withoutNul,
  type LiveServerMessage,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { liveProblem, usableUntil } from '../auth.ts';
import { createMessageBudget } from './budget.ts';
import type { LiveBus } from './bus.ts';
import { refuse, type LiveHub, type LiveMember } from './hub.ts';
import { findSession, type SessionLifetimes } from '../sessions.repository.ts';

type Options = {
  db: Db;
  hub: LiveHub;
  bus: LiveBus;
  lifetimes: SessionLifetimes;
  /** The internal id of the person behind `friendId` when the user may chat with them, else null. */
  chatPeer: (userId: number, friendId: string) => Promise<number | null>;
};

// A socket closed for flooding that does not answer the close is cut off this much later.
const CLOSE_GRACE_MS = 2_000;

function parse(raw: unknown) {
  try {
    // A NUL character is refused here as on every HTTP call (platform/validator.ts).
    return withoutNul.pipe(liveClientMessageSchema).safeParse(JSON.parse(String(raw))).data;
  } catch {
    return undefined;
  }
}

/**
 * The live channel: a console opens it, signs in with its first message, then listens and says
 * when its user is typing. The route is public because a browser cannot put a bearer token on a
 * WebSocket request.
 */
export const liveRoutes: FastifyPluginAsync<Options> = async (app, { db, hub, bus, lifetimes, chatPeer }) => {
  app.get(
    `/${LIVE_PATH}`,
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket) => {
      let member: LiveMember | null = null;
      let signingIn = false;
      const deadline = setTimeout(() => {
        socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'Sign in first.');
      }, LIVE_AUTH_TIMEOUT_MS);

      async function signIn(token: string) {
        const row = await findSession(db, token);
        // The rules of a signed-in call, the one-time password and the phone code included.
        const problem = liveProblem(row, Date.now(), lifetimes);
        if (problem || !row) {
          if (problem) refuse(socket, problem);
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
        // Checked and joined in one synchronous step, so parallel sign-ins cannot all squeeze in.
        if (hub.count(row.userId) >= LIVE_SOCKETS_PER_PERSON) {
          socket.close(LIVE_CLOSE_TOO_MANY, 'Too many consoles are open.');
          return;
        }
        member = {
          socket,
          token,
          userId: row.userId,
          publicId: row.public_id,
          usableUntil: usableUntil(row, lifetimes),
        };
        if (!(await hub.join(member))) return;
        socket.send(JSON.stringify({ type: 'ready' } satisfies LiveServerMessage));
      }

      // Whom this console may tell it is typing to: asked once per friend, not per keystroke, and
      // only for the friends typed to last (a Map iterates oldest first).
      const peers = new Map<string, Promise<number | null>>();
      async function typing(from: LiveMember, friendId: string) {
        let peer = peers.get(friendId);
        if (peer) peers.delete(friendId);
        else peer = chatPeer(from.userId, friendId);
        peers.set(friendId, peer);
        if (peers.size > LIVE_TYPING_PEERS_KEPT) peers.delete(peers.keys().next().value ?? '');
        const userId = await peer;
        if (userId !== null) await bus.publish(db, { t: 'typing', userId, fromId: from.publicId });
      }

      const failed = (err: unknown) => {
        app.log.error({ err }, 'live: a message could not be handled');
        socket.close(1011, 'Something went wrong.');
      };

      // Every message, the sign-in too, spends from the budget before it is even parsed.
      const budget = createMessageBudget({ burst: LIVE_MESSAGE_BURST, perSecond: LIVE_MESSAGES_PER_SECOND });
      let drops = 0;
      let cutOff: NodeJS.Timeout | undefined;
      function overBudget() {
        drops += 1;
        if (drops < LIVE_DROPS_BEFORE_CLOSE) return;
        socket.close(LIVE_CLOSE_POLICY, 'Too many messages.');
        cutOff = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
        cutOff.unref();
      }

      // Listeners are attached at once: a message arriving during async work is not lost.
      socket.on('message', (raw) => {
        // Frames still arriving after a close are not ours to handle.
        if (socket.readyState !== socket.OPEN) return;
        if (!budget.take()) {
          overBudget();
          return;
        }
        const message = parse(raw);
        // First the sign-in, once; then only typing notices.
        const expectsSignIn = member === null && !signingIn;
        if (!message || (message.type === 'auth') !== expectsSignIn) {
          socket.close(LIVE_CLOSE_BAD_MESSAGE, 'Unexpected message.');
          return;
        }
        if (message.type === 'auth') {
          signingIn = true;
          clearTimeout(deadline);
          signIn(message.token).catch(failed);
        } else if (member) {
          typing(member, message.friendId).catch(failed);
        }
      });
      socket.on('close', () => {
        clearTimeout(deadline);
        clearTimeout(cutOff);
        if (member) hub.leave(member);
      });
    },
  );
};

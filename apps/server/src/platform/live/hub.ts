import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_UNAUTHENTICATED, type LiveServerMessage } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { liveProblem, usableUntil } from '../auth.ts';
import type { AppError } from '../errors.ts';
import { chatSuspendedAmong, typingBlocked } from '../chat-suspensions.repository.ts';
import { connectedUserIds, findMessageFor, presenceRow } from '../messages.repository.ts';
import { countUnseen, findNotification } from '../notifications.repository.ts';
import { findJob, toJobView } from '../jobs/jobs.repository.ts';
import { findSession, type SessionLifetimes } from '../sessions.repository.ts';
import { holdersAmong } from '../users.repository.ts';
import type { BusEvent, LiveBus } from './bus.ts';
import type { Presence } from './presence.ts';
import { userTurns } from './turns.ts';
import type { MediaLinks } from '../media-links.ts';

/**
 * A signed-in console tab. The token is kept to notice when its session ends; `usableUntil` is when
 * its session runs out by the clock (idle or absolute) unless used since, checked again then.
 */
export type LiveMember = {
  socket: WebSocket;
  token: string;
  userId: number;
  publicId: string;
  usableUntil: number;
};

// A close frame's reason holds 123 bytes at most; a suspension's reason can be longer.
const MAX_CLOSE_REASON_BYTES = 123;

/** Closes a socket whose session the rules of a call refuse, saying why (the code when the words don't fit). */
export function refuse(socket: WebSocket, problem: AppError) {
  const fits = Buffer.byteLength(problem.message) <= MAX_CLOSE_REASON_BYTES;
  socket.close(LIVE_CLOSE_UNAUTHENTICATED, fits ? problem.message : problem.code);
}

export type LiveHub = {
  /**
   * Counts the console in at once, then reads its session again: one that ended between the
   * sign-in's check and the join (its `session` event found no socket here yet) is closed now.
   * False when it was.
   */
  join(member: LiveMember): Promise<boolean>;
  leave(member: LiveMember): void;
  /** How many consoles of this user are open on this process. */
  count(userId: number): number;
  close(): void;
};

/*
 * A socket listens only while its session passes the rules of a call (platform/auth.ts,
 * liveProblem). Whatever ends a session or refuses an account publishes `session` for its user,
 * and each process checks that user's sockets at once, before any later event for them. Expiry
 * by the clock publishes nothing: a push to a socket past its `usableUntil` checks the session
 * first, and the sweep closes quiet sockets within SESSION_SWEEP_MS.
 */
const SESSION_SWEEP_MS = 60_000;

/** This process's open consoles, by user, fed from the bus: every event reaches each tab of its user. */
export function createLiveHub({
  db,
  bus,
  presence,
  lifetimes,
  log,
  media,
}: {
  db: Db;
  bus: LiveBus;
  presence: Presence;
  lifetimes: SessionLifetimes;
  log: FastifyBaseLogger;
  media: MediaLinks;
}): LiveHub {
  const byUser = new Map<number, Set<LiveMember>>();

  /** Checks the member's session again; closes its socket when the rules refuse it. */
  async function stillSignedIn(member: LiveMember): Promise<boolean> {
    const row = await findSession(db, member.token);
    const problem = liveProblem(row, Date.now(), lifetimes);
    if (problem || !row) {
      if (problem) refuse(member.socket, problem);
      return false;
    }
    member.usableUntil = usableUntil(row, lifetimes);
    return true;
  }

  async function send(userId: number, message: LiveServerMessage) {
    const text = JSON.stringify(message);
    for (const member of byUser.get(userId) ?? []) {
      if (Date.now() >= member.usableUntil && !(await stillSignedIn(member))) continue;
      if (member.socket.readyState === member.socket.OPEN) member.socket.send(text);
    }
  }

  // One user's events are handled one after another, so a `session` check that closes a socket
  // comes before any push published after it.
  const inTurn = userTurns();

  type UserEvent = Exclude<
    BusEvent,
    { t: 'resync' } | { t: 'presence' } | { t: 'grants' } | { t: 'session' } | { t: 'settings' }
  >;

  async function messageFor(event: UserEvent): Promise<LiveServerMessage | null> {
    switch (event.t) {
      case 'unseen':
        return { type: 'unseen', unseen: await countUnseen(db, event.userId) };
      case 'notification': {
        const notification = await findNotification(db, event.userId, event.id);
        if (!notification) return null;
        return { type: 'notification', notification, unseen: await countUnseen(db, event.userId) };
      }
      case 'message': {
        // A suspended person's chat is closed both ways, live too.
        if ((await chatSuspendedAmong(db, [event.userId])).size > 0) return null;
        const message = await findMessageFor(db, await media.signer(), event.userId, event.id);
        return message ? { type: 'message', message } : null;
      }
      case 'typing':
        if (await typingBlocked(db, event.userId, event.fromId)) return null;
        return { type: 'typing', friend_id: event.fromId };
      case 'read':
        return { type: 'read', friend_id: event.friendId };
      case 'connections':
        return { type: 'connections' };
      case 'preferences':
        return { type: 'preferences' };
      case 'care':
        return { type: 'care', subscriberID: event.subscriberID };
      case 'role':
        return { type: 'grants' };
      case 'job': {
        const job = await findJob(db, event.id);
        return job?.started_by === event.userId ? { type: 'job', job: toJobView(job) } : null;
      }
    }
  }

  /** Tells this process's consoles of the user's friends that the user came or went. */
  async function presenceChanged(userId: number) {
    const watching = (await connectedUserIds(db, userId)).filter((id) => byUser.has(id));
    if (watching.length === 0) return;
    const [row, online] = await Promise.all([presenceRow(db, userId), presence.onlineAmong([userId])]);
    if (!row) return;
    const status = online.has(userId);
    const time = status || row.last_seen_at === null ? null : new Date(row.last_seen_at).toISOString();
    for (const id of watching) await send(id, { type: 'presence', friend_id: row.public_id, status, time });
  }

  async function deliver(event: BusEvent) {
    if (event.t === 'resync' || event.t === 'settings') {
      for (const userId of byUser.keys()) await send(userId, { type: event.t });
      return;
    }
    if (event.t === 'presence') {
      await presenceChanged(event.userId);
      return;
    }
    if (event.t === 'grants') {
      for (const id of await holdersAmong(db, event.roleId, [...byUser.keys()]))
        await send(id, { type: 'grants' });
      return;
    }
    // Most events are for people with no console open here: skip the database for them.
    if (!byUser.has(event.userId)) return;
    await inTurn(event.userId, async () => {
      if (event.t === 'session') {
        for (const member of byUser.get(event.userId) ?? []) await stillSignedIn(member);
        return;
      }
      const message = await messageFor(event);
      if (message) await send(event.userId, message);
    });
  }

  async function sweep() {
    for (const members of byUser.values()) {
      for (const member of members) await stillSignedIn(member);
    }
  }

  /**
   * Tells these users' open consoles to read their live lists again, as after a restart: what an
   * undelivered event would have said is then read instead. No database read, so it cannot fail
   * as the delivery did.
   */
  function resync(userIds: Iterable<number>) {
    const text = JSON.stringify({ type: 'resync' } satisfies LiveServerMessage);
    for (const id of userIds) {
      for (const member of byUser.get(id) ?? []) {
        if (member.socket.readyState === member.socket.OPEN) member.socket.send(text);
      }
    }
  }

  const unsubscribe = bus.subscribe((event) => {
    deliver(event).catch((err: unknown) => {
      log.error({ err, event: event.t }, 'live: an event could not be delivered; its consoles read again');
      // A friend coming or going is said again by the next change; a session is checked by the sweep.
      if (event.t === 'presence' || event.t === 'session') return;
      resync('userId' in event ? [event.userId] : byUser.keys());
    });
  });
  const sweeper = setInterval(() => {
    sweep().catch((err: unknown) => log.error({ err }, 'live: session sweep failed'));
  }, SESSION_SWEEP_MS);
  sweeper.unref();

  return {
    join(member) {
      let members = byUser.get(member.userId);
      if (!members) {
        byUser.set(member.userId, (members = new Set()));
        presence.join(member.userId).catch((err: unknown) => log.error({ err }, 'presence: join failed'));
      }
      members.add(member);
      return stillSignedIn(member);
    },
    leave(member) {
      const members = byUser.get(member.userId);
      if (!members?.delete(member) || members.size > 0) return;
      byUser.delete(member.userId);
      presence.leave(member.userId).catch((err: unknown) => log.error({ err }, 'presence: leave failed'));
    },
    count: (userId) => byUser.get(userId)?.size ?? 0,
    // The sockets themselves were closed before (platform/live/socket-server.ts).
    close() {
      clearInterval(sweeper);
      unsubscribe();
      byUser.clear();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_UNAUTHENTICATED, type LiveServerMessage } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { sessionProblem } from '../auth.ts';
import { connectedUserIds, findMessageFor, presenceRow } from '../messages.repository.ts';
import { countUnseen, findNotification } from '../notifications.repository.ts';
import { findJob, toJobView } from '../jobs/jobs.repository.ts';
import { findSession, type SessionLifetimes } from '../sessions.ts';
import { holdersAmong } from '../users.repository.ts';
import type { BusEvent, LiveBus } from './bus.ts';
import type { Presence } from './presence.ts';
import type { MediaLinks } from '../media-links.ts';

/** A signed-in console tab. The token is kept to notice when its session ends. */
export type LiveMember = { socket: WebSocket; token: string; userId: number; publicId: string };

export type LiveHub = {
  join(member: LiveMember): void;
  leave(member: LiveMember): void;
  /** How many consoles of this user are open on this process. */
  count(userId: number): number;
  close(): void;
};

// A session that ends (sign-out elsewhere, expiry, suspension) closes its sockets within this time.
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

  function send(userId: number, message: LiveServerMessage) {
    const text = JSON.stringify(message);
    for (const member of byUser.get(userId) ?? []) {
      if (member.socket.readyState === member.socket.OPEN) member.socket.send(text);
    }
  }

  type UserEvent = Exclude<BusEvent, { t: 'resync' } | { t: 'presence' } | { t: 'grants' }>;

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
        const message = await findMessageFor(db, await media.signer(), event.userId, event.id);
        return message ? { type: 'message', message } : null;
      }
      case 'typing':
        return { type: 'typing', friend_id: event.fromId };
      case 'read':
        return { type: 'read', friend_id: event.friendId };
      case 'connections':
        return { type: 'connections' };
      case 'preferences':
        return { type: 'preferences' };
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
    for (const id of watching) send(id, { type: 'presence', friend_id: row.public_id, status, time });
  }

  async function deliver(event: BusEvent) {
    if (event.t === 'resync') {
      for (const userId of byUser.keys()) send(userId, { type: 'resync' });
      return;
    }
    if (event.t === 'presence') {
      await presenceChanged(event.userId);
      return;
    }
    if (event.t === 'grants') {
      for (const id of await holdersAmong(db, event.roleId, [...byUser.keys()])) send(id, { type: 'grants' });
      return;
    }
    // Most events are for people with no console open here: skip the database for them.
    if (!byUser.has(event.userId)) return;
    const message = await messageFor(event);
    if (message) send(event.userId, message);
  }

  async function sweep() {
    const now = Date.now();
    for (const members of byUser.values()) {
      for (const member of members) {
        if (sessionProblem(await findSession(db, member.token), now, lifetimes)) {
          member.socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'Your session has ended.');
        }
      }
    }
  }

  const unsubscribe = bus.subscribe((event) => {
    deliver(event).catch((err: unknown) => log.error({ err }, 'live: an event could not be delivered'));
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

import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { POSTGRES_CLIENT_SETTINGS, type DbOrTrx } from '../../db/connect.ts';
import { notify } from './bus.repository.ts';

/**
 * What happened, by id only: each process reads the details from the database itself, so an event
 * fits PostgreSQL's 8 kB NOTIFY limit and shows only committed data. `resync` is raised locally
 * when events may have been missed (the listening connection dropped).
 */
export type BusEvent =
  | { t: 'notification'; userId: number; id: number }
  | { t: 'unseen'; userId: number }
  /** A chat message; published once for each of its two people. */
  | { t: 'message'; userId: number; id: number }
  /** `fromId` (a public id) is typing to `userId`. */
  | { t: 'typing'; userId: number; fromId: string }
  /** `userId` read the messages from `friendId`: their other consoles clear the count. */
  | { t: 'read'; userId: number; friendId: string }
  /** `userId` came online or went offline: their friends' lists change. */
  | { t: 'presence'; userId: number }
  /** One of `userId`'s connections or requests changed. */
  | { t: 'connections'; userId: number }
  /** `userId` saved their theme settings: their other consoles take them. */
  | { t: 'preferences'; userId: number }
  /** A job `userId` started changed state or made progress (`id` is the job's public id). */
  | { t: 'job'; userId: number; id: string }
  /** The care record of `subscriberID` (a public id) changed, and `userId` may read it. */
  | { t: 'care'; userId: number; subscriberID: string }
  /** The actions of role `roleId` changed: its holders' consoles rebuild their menus. */
  | { t: 'grants'; roleId: number }
  /** `userId` was given another role. */
  | { t: 'role'; userId: number }
  /** The organisation's settings changed: every process reads them again, every console too. */
  | { t: 'settings' }
  /**
   * A session of `userId` ended, or their account may no longer use one (suspended, deactivated,
   * rejected, password changed): each process checks that user's open sockets again.
   */
  | { t: 'session'; userId: number }
  | { t: 'resync' };

/**
 * Carries events to every app process. Publishing inside a transaction is safe on both drivers:
 * PostgreSQL delivers NOTIFY at commit and drops it on rollback; on SQLite the one connection is
 * held by the transaction, so the subscriber's read of the row waits for the commit (and finds
 * nothing after a rollback).
 */
export type LiveBus = {
  publish(db: DbOrTrx, event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
};

/** One process (the embedded database): an in-memory emitter. */
export function createMemoryBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (_db, event) => {
      queueMicrotask(() => emitter.emit('event', event));
      return Promise.resolve();
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    close: () => Promise.resolve(),
  };
}

// Short enough that live pushes come back within seconds of the database.
const RECONNECT_MAX_MS = 5_000;

/**
 * Several processes on one PostgreSQL: NOTIFY on a channel named after the schema (so apps on
 * different schemas of one database, as the tests run, never hear each other), LISTEN on one
 * dedicated connection that comes back by itself after a drop.
 */
export async function createPostgresBus(databaseUrl: string, log: FastifyBaseLogger): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;

  async function listen(): Promise<string> {
    const client = new pg.Client({ connectionString: databaseUrl, ...POSTGRES_CLIENT_SETTINGS });
    // From the start: a drop while connecting or subscribing (PostgreSQL restarting again) is an
    // 'error' event too, which unheard would end the process.
    client.on('error', (err) => {
      log.warn({ err }, 'live: the listening connection dropped; reconnecting');
      void client.end().catch(() => undefined);
      if (listener === client) reconnect();
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const name = `fieldhouse_live_${rows[0]?.schema ?? 'public'}`;
      client.on('notification', (message) => {
        if (message.channel !== name || !message.payload) return;
        try {
          emitter.emit('event', JSON.parse(message.payload) as BusEvent);
        } catch (err) {
          log.warn({ err }, 'live: an unreadable event was ignored');
        }
      });
      await client.query(`listen ${client.escapeIdentifier(name)}`);
      listener = client;
      retryMs = 500;
      return name;
    } catch (err) {
      void client.end().catch(() => undefined);
      throw err;
    }
  }

  function reconnect() {
    listener = null;
    if (closed) return;
    setTimeout(() => {
      listen()
        .then(() => emitter.emit('event', { t: 'resync' } satisfies BusEvent))
        .catch((err: unknown) => {
          log.warn({ err }, 'live: could not listen yet');
          retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
          reconnect();
        });
    }, retryMs).unref();
  }

  const channel = await listen();
  return {
    async publish(db, event) {
      await notify(db, channel, JSON.stringify(event));
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await client?.end();
    },
  };
}

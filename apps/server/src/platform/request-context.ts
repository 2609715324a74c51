import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { LiveBus } from './live/bus.ts';
import type { MediaLinks } from './media-links.ts';
import type { PictureStore } from './pictures/index.ts';
import type { Presence } from './live/presence.ts';
import type { SessionLifetimes } from './sessions.repository.ts';
import type { SmsGateway } from './sms/gateway.ts';

/** What the subscriber-journey modules are built with. */
export type Deps = {
  db: Db;
  config: Config;
  sms: SmsGateway;
  lifetimes: SessionLifetimes;
  /** Pushes to open consoles, across processes. */
  live: LiveBus;
  /** Who has a console open, across processes. */
  presence: Presence;
  /** Work that runs outside the request, in any process, and survives restarts. */
  jobs: Jobs;
  /** Signed, expiring addresses of private pictures (chat). */
  media: MediaLinks;
  /** Uploaded pictures: on disk, in PostgreSQL or in an S3 bucket, by configuration. */
  pictures: PictureStore;
};

/** Who is calling from where, for sessions, limits and the audit log. */
export type Client = { ip: string; userAgent: string | null; menuId: number | null };

export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  menuId: request.menuId,
});

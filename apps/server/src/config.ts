import path from 'node:path';
import { z } from 'zod';
import {
  BULK_TEXT_BATCH,
  CHAT_SENDS_PER_MINUTE,
  CHAT_STORAGE_MB_PER_PERSON,
  DATA_EXPORT_JOB_ROWS,
  IMPORT_MAX_MB,
  OTP_SENDS_PER_ADDRESS_PER_HOUR,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  TEAM_ANNOUNCEMENTS_PER_HOUR,
} from '@fieldhouse/contract';
import { trustProxy } from './config-proxy.ts';
import { databaseConfig, databaseEnv, type DatabasePool } from './config-database.ts';
import { smsConfig, smsEnv, type SmsConfig } from './config-sms.ts';
import { s3Config, s3Env, type S3Config } from './s3-config.ts';

/**
 * The address a browser on this machine reaches the server at: what the start banner prints, and
 * where texted links point when PUBLIC_URL is not set. A wildcard host is reached as localhost.
 */
export function localAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '[::]' ? 'localhost' : host;
  return `http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`;
}

const boolFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A limit's size: a whole number from 1 to 10,000. */
const limitSize = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number from 1 to 10000')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 10_000, 'must be a whole number from 1 to 10000')
    .default(fallback);

/** Whether HOST only listens on this machine (a name, an IPv4 127.x address or IPv6 ::1). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === '[::1]';
}

/** Whether this runtime knows a time zone by this IANA name. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The machine's own zone, where TIME_ZONE is not set (UTC when it does not say). */
const machineZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const envSchema = z.object({
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'must be a port number from 0 to 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  ...databaseEnv,
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  SEED_DEMO: boolFlag.optional(),
  ALLOW_DEMO_BEYOND_LOOPBACK: boolFlag.default(false),
  API_DOCS: z.enum(['public', 'off']).optional(),
  /** The Bearer token `/metrics` asks for; without it `/metrics` answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  AUDIT_RETENTION_DAYS: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of days from 1 to 3650')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3650, 'must be a whole number of days from 1 to 3650')
    .default(365),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy,
  AGE_OF_CONSENT: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number of years from 1 to 21')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 21, 'must be a whole number of years from 1 to 21')
    .default(16),
  REVIEW_REGISTRATIONS: boolFlag.default(true),
  QUIET_HOURS: z
    .string()
    .trim()
    .regex(
      /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/,
      'must be two times of day as HH:MM-HH:MM, such as 21:00-07:00',
    )
    .transform((v) => ({ from: v.slice(0, 5), to: v.slice(6) }))
    .default({ from: '21:00', to: '07:00' }),
  TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be a time zone name such as Europe/London or Asia/Dubai')
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  ...smsEnv,
  PAYMENT_WEBHOOK_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  OTP_SENDS_PER_ADDRESS_PER_HOUR: limitSize(OTP_SENDS_PER_ADDRESS_PER_HOUR),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: limitSize(REGISTRATIONS_PER_ADDRESS_PER_HOUR),
  CHAT_SENDS_PER_MINUTE: limitSize(CHAT_SENDS_PER_MINUTE),
  TEAM_ANNOUNCEMENTS_PER_HOUR: limitSize(TEAM_ANNOUNCEMENTS_PER_HOUR),
  CHAT_STORAGE_MB_PER_PERSON: z
    .string()
    .regex(/^\d{1,7}(\.\d+)?$/, 'must be a number of megabytes above 0, at most 1000000')
    .transform(Number)
    .refine((n) => n > 0 && n <= 1_000_000, 'must be a number of megabytes above 0, at most 1000000')
    .default(CHAT_STORAGE_MB_PER_PERSON),
  ...s3Env,
  DATA_EXPORT_JOB_ROWS: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number of rows from 1')
    .transform(Number)
    .refine((n) => n >= 1, 'must be a whole number of rows from 1')
    .default(DATA_EXPORT_JOB_ROWS),
  IMPORT_MAX_MB: z
    .string()
    .regex(/^\d{1,4}(\.\d+)?$/, 'must be a number of megabytes above 0, at most 1000')
    .transform(Number)
    .refine((n) => n > 0 && n <= 1_000, 'must be a number of megabytes above 0, at most 1000')
    .default(IMPORT_MAX_MB),
  BULK_TEXT_BATCH: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of people from 1 to 10000')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 10_000, 'must be a whole number of people from 1 to 10000')
    .default(BULK_TEXT_BATCH),
});

export type Config = {
  mode: 'demo' | 'production';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's pool of each process (DB_POOL_SIZE, DB_POOL_WAIT_MS). */
  dbPool: DatabasePool;
  /** How far a directory page of many matches walks its order's index (DIRECTORY_WALK_ROWS). */
  directoryWalkRows: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  seedDemo: boolean;
  /** Demo data may be served beyond this machine (ALLOW_DEMO_BEYOND_LOOPBACK). */
  allowDemoBeyondLoopback: boolean;
  /** How long an audit entry is kept before the hourly clean-up removes it. */
  auditRetentionMs: number;
  /** Whether `/api/docs` (the API reference and its OpenAPI document) is served. */
  apiDocs: boolean;
  /** The Bearer token of `/metrics` (METRICS_TOKEN); undefined: no metrics are served. */
  metricsToken: string | undefined;
  /** Cookies go out `Secure`: the console is reached over https (PUBLIC_URL). */
  secureCookies: boolean;
  logLevel: string;
  webDist: string;
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** Under this age (in whole years) a new account waits for a parent's approval. */
  ageOfConsent: number;
  /** Whether adult registrations wait for staff (status 3) before they become active. */
  reviewRegistrations: boolean;
  /** The organisation's time zone (IANA): the times in CSV exports are written in it. */
  timeZone: string;
  /** The quiet hours an install starts with, on the organisation's clock (the Super Admin changes them). */
  quietHours: { from: string; to: string };
  /** Where the console is reached from outside: links in text messages start with it. */
  publicUrl: string;
  /** PUBLIC_URL was given; without it `publicUrl` is this machine's address (see `localAddress`). */
  publicUrlSet: boolean;
  /** Codes one client address may ask for per rolling hour (everyone behind one NAT shares it). */
  otpSendsPerAddressPerHour: number;
  /** Accounts one client address may make per rolling hour. */
  registrationsPerAddressPerHour: number;
  /** Chat messages (text or picture) one person may send per rolling minute. */
  chatSendsPerMinute: number;
  /** Team announcements one person may make per rolling hour. */
  teamAnnouncementsPerHour: number;
  /** Bytes of chat pictures, as stored, one person may send in all. */
  chatStorageBytesPerPerson: number;
  /** A data download of more rows than this (messages, notifications, audit) is made by a job. */
  dataExportJobRows: number;
  /** The largest CSV file the subscriber import takes. */
  importMaxBytes: number;
  /** People a bulk text queues per transaction (a cancel stops it between two). */
  bulkTextBatch: number;
  sms: SmsConfig;
  /** What the payment provider signs its webhook events with, and the SMS provider its delivery reports; unset, each is refused. */
  paymentWebhookSecret: string | undefined;
  /** The bucket uploaded pictures go to (S3_BUCKET), before the database or the disk. */
  s3: S3Config | undefined;
  smsStatusSecret: string | undefined;
};

export class ConfigError extends Error {}

// npm runs workspace scripts inside the workspace; relative paths mean where the user typed the command.
const invokedFrom = (env: NodeJS.ProcessEnv) => env.INIT_CWD ?? process.cwd();

/** Reads and checks the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const { sms, smsStatusSecret, problems: smsProblems } = smsConfig(e);
  const { s3, problems: s3Problems } = s3Config(e);
  const problems = [...smsProblems, ...s3Problems];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const seedDemo = e.SEED_DEMO ?? e.APP_MODE === 'demo';
  if ((seedDemo || e.APP_MODE === 'demo') && !isLoopback(e.HOST) && !e.ALLOW_DEMO_BEYOND_LOOPBACK) {
    throw new ConfigError(
      `Invalid configuration:\n  HOST: demo mode and demo data (whose passwords are public) are refused when the server listens beyond this machine (HOST=${e.HOST}); set APP_MODE=production, or ALLOW_DEMO_BEYOND_LOOPBACK=true to show the demo on a network`,
    );
  }
  return {
    mode: e.APP_MODE,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(invokedFrom(env), e.DATA_DIR),
    ...databaseConfig(e),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    seedDemo,
    allowDemoBeyondLoopback: e.ALLOW_DEMO_BEYOND_LOOPBACK,
    auditRetentionMs: e.AUDIT_RETENTION_DAYS * 24 * 3_600_000,
    apiDocs: (e.API_DOCS ?? (e.APP_MODE === 'demo' ? 'public' : 'off')) === 'public',
    metricsToken: e.METRICS_TOKEN,
    secureCookies: e.PUBLIC_URL?.startsWith('https:') ?? false,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
    ageOfConsent: e.AGE_OF_CONSENT,
    reviewRegistrations: e.REVIEW_REGISTRATIONS,
    timeZone: e.TIME_ZONE ?? machineZone(),
    quietHours: e.QUIET_HOURS,
    publicUrl: e.PUBLIC_URL ?? localAddress(e.HOST, e.PORT),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    otpSendsPerAddressPerHour: e.OTP_SENDS_PER_ADDRESS_PER_HOUR,
    registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    chatSendsPerMinute: e.CHAT_SENDS_PER_MINUTE,
    teamAnnouncementsPerHour: e.TEAM_ANNOUNCEMENTS_PER_HOUR,
    chatStorageBytesPerPerson: Math.floor(e.CHAT_STORAGE_MB_PER_PERSON * 1024 * 1024),
    dataExportJobRows: e.DATA_EXPORT_JOB_ROWS,
    importMaxBytes: Math.floor(e.IMPORT_MAX_MB * 1024 * 1024),
    bulkTextBatch: e.BULK_TEXT_BATCH,
    sms,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    s3,
    smsStatusSecret,
  };
}

/** For the commands (server, migrate, seed, admin): the configuration, or its message and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

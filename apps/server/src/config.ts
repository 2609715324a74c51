import path from 'node:path';
import { z } from 'zod';

const boolFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded database)')
    .optional(),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: boolFlag.default(false),
});

export type Config = {
  mode: 'demo' | 'production';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  seedDemo: boolean;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
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
  return {
    mode: e.APP_MODE,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(invokedFrom(env), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    seedDemo: e.SEED_DEMO ?? e.APP_MODE === 'demo',
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
  };
}

import { z } from 'zod';

/*
 * The environment of the SMS gateway: which driver sends (the outbox for development, or an HTTP
 * provider), how long each try waits for the provider, the sender name, and the secret its
 * delivery reports are signed with.
 */

export type SmsConfig =
  | { driver: 'outbox'; sender: string }
  | { driver: 'http'; sender: string; url: string; token: string; timeoutMs: number };

export const smsEnv = {
  SMS_DRIVER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_HTTP_TIMEOUT_SECONDS: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number of seconds from 1 to 60')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 60, 'must be a whole number of seconds from 1 to 60')
    .default(5),
  SMS_SENDER: z.string().trim().min(1).max(15).default('Fieldhouse'),
  SMS_STATUS_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
};

type SmsEnv = z.infer<z.ZodObject<typeof smsEnv>>;

/** The SMS settings, or the lines saying what is missing (the http driver needs its address and token). */
export function smsConfig(e: SmsEnv): {
  sms: SmsConfig;
  smsStatusSecret: string | undefined;
  problems: string[];
} {
  const missing =
    e.SMS_DRIVER === 'http' ? [!e.SMS_HTTP_URL && 'SMS_HTTP_URL', !e.SMS_HTTP_TOKEN && 'SMS_HTTP_TOKEN'] : [];
  const problems = missing
    .filter((m) => typeof m === 'string')
    .map((m) => `  ${m}: required when SMS_DRIVER=http`);
  const sms: SmsConfig =
    e.SMS_DRIVER === 'http' && e.SMS_HTTP_URL && e.SMS_HTTP_TOKEN
      ? {
          driver: 'http',
          sender: e.SMS_SENDER,
          url: e.SMS_HTTP_URL,
          token: e.SMS_HTTP_TOKEN,
          timeoutMs: e.SMS_HTTP_TIMEOUT_SECONDS * 1000,
        }
      : { driver: 'outbox', sender: e.SMS_SENDER };
  return { sms, smsStatusSecret: e.SMS_STATUS_SECRET, problems };
}

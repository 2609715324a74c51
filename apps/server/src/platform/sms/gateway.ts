import type { SmsKind } from '@fieldhouse/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { httpDriver } from './http-driver.ts';
import { outboxDriver } from './outbox-driver.ts';

/** One text message. `to` is an E.164 number; `userId` ties it to the account it concerns. */
export type SmsMessage = { to: string; text: string; kind: SmsKind; userId?: number | null };

/** `jobId`: the `sms.send` job that hands the text to the provider, when there is one. */
export type SmsResult = { id: number; deliveryStatus: SmsDeliveryStatus; jobId?: string };

/** `startedBy`: the user whose action sends the text (they may watch its job); null for the system. */
export type SmsSendOptions = { startedBy?: number | null };

/**
 * Every text the product sends goes through this. Each driver records the message in
 * `sms_outbox` (the log staff see) and answers at once: the outbox driver only stores it, the
 * HTTP driver queues it for the `sms.send` job, whose tries update the log (queued → sent or
 * failed). A slow or failing provider never holds up the request that sends a text.
 */
export type SmsGateway = { send(message: SmsMessage, options?: SmsSendOptions): Promise<SmsResult> };

/**
 * Where demo mode shows a text whole (codes and links included). It is the server's own console,
 * not the log: log lines may be shipped and kept elsewhere, and carry texts masked or not at all.
 */
export type SmsConsole = (sms: { id: number; to: string; kind: SmsKind; text: string }) => void;

/** One line a text on standard output, e.g. `SMS #4 to +447700900123 (otp): 123456 is your …`. */
export const printSms: SmsConsole = (sms) => {
  process.stdout.write(`SMS #${sms.id} to ${sms.to} (${sms.kind}): ${sms.text.replace(/[\r\n]+/g, ' ')}\n`);
};

export function createSmsGateway(
  config: Config,
  db: Db,
  jobs: Jobs,
  demoConsole: SmsConsole = printSms,
): SmsGateway {
  if (config.sms.driver === 'http') return httpDriver(db, jobs);
  // Demo mode only: a developer signing up locally reads the code on the server's console.
  return outboxDriver(db, config.mode === 'demo' ? demoConsole : null);
}

import type { FastifyBaseLogger } from 'fastify';
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

export function createSmsGateway(config: Config, db: Db, jobs: Jobs, log: FastifyBaseLogger): SmsGateway {
  if (config.sms.driver === 'http') return httpDriver(db, jobs);
  // Demo mode only: a developer signing up locally reads the code from the server log.
  return outboxDriver(db, config.mode === 'demo' ? log : null);
}

import type { FastifyBaseLogger } from 'fastify';
import type { SmsKind } from '@fieldhouse/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';
import { httpDriver } from './http-driver.ts';
import { outboxDriver } from './outbox-driver.ts';

/** One text message. `to` is an E.164 number; `userId` ties it to the account it concerns. */
export type SmsMessage = { to: string; text: string; kind: SmsKind; userId?: number | null };

export type SmsResult = { id: number; deliveryStatus: SmsDeliveryStatus };

/**
 * Every text the product sends goes through this. Each driver records the message in
 * `sms_outbox` (the log staff see); `send` never throws for a provider failure: it answers
 * `failed`, and the caller decides whether the user must be told.
 */
export type SmsGateway = { send(message: SmsMessage): Promise<SmsResult> };

export function createSmsGateway(config: Config, db: Db, log: FastifyBaseLogger): SmsGateway {
  if (config.sms.driver === 'http') {
    return httpDriver(db, log, { url: config.sms.url, token: config.sms.token, sender: config.sms.sender });
  }
  // Demo mode only: a developer signing up locally reads the code from the server log.
  return outboxDriver(db, config.mode === 'demo' ? log : null);
}

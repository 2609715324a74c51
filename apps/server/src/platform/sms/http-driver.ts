import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';
import type { SmsGateway, SmsMessage } from './gateway.ts';
import { insertSms, updateSmsDelivery } from './sms-log.repository.ts';

export type HttpDriverOptions = {
  url: string;
  token: string;
  sender: string;
  /** Tries in all, the first included. */
  attempts?: number;
  /** Wait before the second try; it doubles for each try after. */
  backoffMs?: number;
  timeoutMs?: number;
};

/**
 * A provider over HTTP: `POST url` with `Authorization: Bearer <token>` and
 * `{ from, to, text, reference }`; a 2xx answer `{ id, status? }` carries the provider's message id
 * and delivery status. Network errors, time-outs, 429 and 5xx are tried again with exponential
 * back-off; any other answer is final.
 */
export function httpDriver(db: Db, log: FastifyBaseLogger, options: HttpDriverOptions): SmsGateway {
  const { attempts = 4, backoffMs = 250, timeoutMs = 5_000 } = options;
  return {
    async send(message) {
      // The log keeps what was sent, but never a one-time code: the provider has it, we need not.
      const id = await insertSms(db, { ...message, text: logText(message) }, 'http', 'stored');
      let error = '';
      let attempt = 0;
      while (attempt < attempts) {
        if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
        attempt++;
        const outcome = await post(options, message, id, timeoutMs);
        if (outcome.ok) {
          await updateSmsDelivery(db, id, { ...outcome, attempts: attempt, error: null });
          return { id, deliveryStatus: outcome.status };
        }
        error = outcome.error;
        if (!outcome.retry) break;
      }
      log.warn({ smsId: id, kind: message.kind, error }, 'SMS provider did not accept the message');
      await updateSmsDelivery(db, id, {
        status: 'failed',
        attempts: attempt,
        providerMessageId: null,
        error,
      });
      return { id, deliveryStatus: 'failed' };
    },
  };
}

type Outcome =
  | { ok: true; status: SmsDeliveryStatus; providerMessageId: string | null }
  | { ok: false; retry: boolean; error: string };

async function post(
  options: HttpDriverOptions,
  m: SmsMessage,
  reference: number,
  timeoutMs: number,
): Promise<Outcome> {
  try {
    const res = await fetch(options.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: options.sender, to: m.to, text: m.text, reference: String(reference) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      return { ok: false, retry: res.status === 429 || res.status >= 500, error: `HTTP ${res.status}` };
    }
    const body = (await res.json().catch(() => ({}))) as { id?: unknown; status?: unknown };
    return {
      ok: true,
      providerMessageId: typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : null,
      status: body.status === 'delivered' ? 'delivered' : 'sent',
    };
  } catch (err) {
    return { ok: false, retry: true, error: err instanceof Error ? err.name : 'network error' };
  }
}

function logText(m: SmsMessage): string {
  return m.kind === 'otp' ? m.text.replace(/\d{4,}/g, (d) => '•'.repeat(d.length)) : m.text;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

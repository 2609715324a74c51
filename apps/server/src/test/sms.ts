import type { SmsLogQueryInput, SmsLogResponse } from '@fieldhouse/contract';
import { startFakeProvider } from './fake-sms-provider.ts';
import { startTestApp, type TestApp } from './harness.ts';

/* Staff's texts in tests: sending one, and reading the SMS log. */

export const sendText = (t: TestApp, token: string, subscriberID: string, text: string) =>
  t.api('POST', 'sms/send', { subscriberID, text }, { token });

/** The SMS log as `token` reads it with these filters. */
export async function smsLog(t: TestApp, token: string, query: SmsLogQueryInput = {}) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await t.api('GET', `sms/log${qs ? `?${qs}` : ''}`, undefined, { token });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<SmsLogResponse>();
}

/** The log's rows for one account. */
export const smsRowsOf = (t: TestApp, userId: number) =>
  t.db.selectFrom('sms_outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** A test app on the HTTP SMS driver, in front of a fake provider of its own; `close` ends both. */
export async function appWithProvider(env: Record<string, string> = {}) {
  const provider = await startFakeProvider();
  const t = await startTestApp({
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: provider.url,
    SMS_HTTP_TOKEN: 'provider-secret',
    ...env,
  });
  const close = async () => {
    await t.close();
    await provider.close();
  };
  return { t, provider, close };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSendResponse } from '@fieldhouse/contract';
import { SMS_SEND_JOB } from '../../platform/sms/sms-send.job.ts';
import type { startFakeProvider } from '../../test/fake-sms-provider.ts';
import type { TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { appWithProvider, sendText, smsLog } from '../../test/sms.ts';

/*
 * A slow provider and a failing one, through the API: staff's request answers at once (the job
 * sends), tries are repeated with growing waits, and the SMS log ends `sent` or `failed` with why.
 */

let t: TestApp;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let admin: Awaited<ReturnType<typeof person>>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, provider, close } = await appWithProvider({ SMS_HTTP_TIMEOUT_SECONDS: '1' }));
  admin = await person(t, 'admin');
});
afterAll(() => close());

/** Staff text a new subscriber; the text's job once it ends, and the log's line. */
async function textAndWait(words: string) {
  const sub = await person(t, 'subscriber');
  const res = await sendText(t, admin.token, sub.publicId, words);
  expect(res.statusCode, res.body).toBe(200);
  // Answered before the provider was: the text is still queued (no time is measured here; the
  // fault:sms script times the answers under load).
  const { sms } = res.json<SmsSendResponse>();
  expect(sms.deliveryStatus).toBe('queued');
  const queued = await t.latestJob(SMS_SEND_JOB, admin.userId);
  const job = await t.waitForJob(queued?.id ?? '');
  // The log is marked as the job ends (its onFailed, in the same transaction); read until it shows.
  for (let tries = 0; ; tries++) {
    const line = (await smsLog(t, admin.token, { limit: 100 })).items.find((i) => i.id === sms.id);
    if (line?.deliveryStatus !== 'queued' || tries === 50) return { job, line };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a provider slower than the time-out', () => {
  it('is tried again after the time-out; the text ends sent, the log counts the tries', async () => {
    // The first try of each text answers after 2.5 s (past the 1 s time-out), the next at once.
    provider.answer((_call, tries) => ({ status: 200, delayMs: tries === 1 ? 2_500 : 0 }));
    const { job, line } = await textAndWait('Slow provider');
    expect(job).toMatchObject({ state: 'completed', attempts: 2 });
    expect(provider.calls).toHaveLength(2);
    expect(line).toMatchObject({ deliveryStatus: 'sent', attempts: 2, error: null });
  });
});

describe('a failing provider', () => {
  it('answering 503: four tries with growing waits, then failed with the reason in the log', async () => {
    provider.answer([{ status: 503 }]);
    const { job, line } = await textAndWait('Failing provider');
    expect(job).toMatchObject({ state: 'failed', attempts: 4, error: 'HTTP 503' });
    const gaps = provider.calls.slice(1).map((c, i) => c.at - provider.calls[i]!.at);
    expect(gaps).toHaveLength(3);
    expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
    expect(gaps[2]!).toBeGreaterThan(gaps[1]!);
    expect(line).toMatchObject({ deliveryStatus: 'failed', attempts: 4, error: 'HTTP 503' });
  });

  it('refusing connections: four tries, then failed as SMS_CONNECTION_REFUSED in the log', async () => {
    provider.answer([{ status: 200 }]);
    await provider.refuse();
    try {
      const { job, line } = await textAndWait('Provider away');
      expect(job).toMatchObject({ state: 'failed', attempts: 4, error: 'SMS_CONNECTION_REFUSED' });
      expect(line).toMatchObject({ deliveryStatus: 'failed', attempts: 4, error: 'SMS_CONNECTION_REFUSED' });
      expect(provider.calls).toHaveLength(0);
    } finally {
      await provider.accept();
    }
  });

  it('timing out on every try: failed as SMS_NO_ANSWER', async () => {
    provider.answer([{ status: 200, delayMs: 2_500 }]);
    const { job, line } = await textAndWait('Provider stuck');
    expect(job).toMatchObject({ state: 'failed', attempts: 4 });
    expect(line).toMatchObject({ deliveryStatus: 'failed', attempts: 4, error: 'SMS_NO_ANSWER' });
  });
});

describe('a text whose job staff cancel', () => {
  it('is failed in the SMS log with the cancel as its reason, not left queued', async () => {
    provider.answer([{ status: 503 }]);
    const sub = await person(t, 'subscriber');
    const res = await sendText(t, admin.token, sub.publicId, 'Cancelled text');
    const { sms } = res.json<SmsSendResponse>();
    const queued = await t.latestJob(SMS_SEND_JOB, admin.userId);
    // Between its tries (the provider refuses each), the job waits to be tried again.
    await t.waitForJob(queued?.id ?? '', ['queued', 'running']);
    const cancel = await t.api('POST', `jobs/${queued?.id ?? ''}/cancel`, undefined, { token: admin.token });
    expect(cancel.json()).toMatchObject({ state: 'cancelled' });
    const line = (await smsLog(t, admin.token, { limit: 100 })).items.find((i) => i.id === sms.id);
    expect(line).toMatchObject({ deliveryStatus: 'failed', error: 'JOB_CANCELLED' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsKind } from '@fieldhouse/contract';
import type { startFakeProvider } from '../../test/fake-sms-provider.ts';
import type { TestApp } from '../../test/harness.ts';
import { register } from '../../test/journeys.ts';
import { appWithProvider } from '../../test/sms.ts';
import { createSmsGateway } from './gateway.ts';
import { SMS_SEND_JOB } from './sms-send.job.ts';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, provider, close } = await appWithProvider({ SMS_SENDER: 'MyClub' }));
});
afterAll(() => close());

/** Sends through the app's own gateway and job runner, and waits for the job to end. */
async function sendAndWait(text = 'Hi', kind: SmsKind = 'notice') {
  const result = await createSmsGateway(t.config, t.db, t.app.jobs).send({
    to: '+447700900123',
    text,
    kind,
    userId: null,
  });
  expect(result.deliveryStatus).toBe('queued');
  const job = await t.waitForJob(result.jobId ?? '');
  const sms = await t.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('id', '=', result.id)
    .executeTakeFirstOrThrow();
  return { result, job, sms };
}

describe('HTTP SMS driver', () => {
  it('queues the text, then the job posts it as JSON with the token and records the provider id and status', async () => {
    provider.answer([{ status: 200, body: { id: 'abc-123', status: 'delivered' } }]);
    const { result, job, sms } = await sendAndWait('Hello');
    expect(job).toMatchObject({ kind: SMS_SEND_JOB, state: 'completed', done: 1, total: 1, attempts: 1 });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.headers.authorization).toBe('Bearer provider-secret');
    expect(provider.calls[0]?.body).toEqual({
      from: 'MyClub',
      to: '+447700900123',
      text: 'Hello',
      reference: String(result.id),
    });
    expect(sms).toMatchObject({
      driver: 'http',
      delivery_status: 'delivered',
      provider_message_id: 'abc-123',
      attempts: 1,
      error: null,
    });
  });

  it('tries again with growing waits after 5xx and 429, then records success', async () => {
    provider.answer([{ status: 503 }, { status: 429 }, { status: 200, body: { id: 77 } }]);
    const { job, sms } = await sendAndWait();
    expect(job).toMatchObject({ state: 'completed', attempts: 3 });
    expect(provider.calls).toHaveLength(3);
    const [a, b, c] = provider.calls.map((call) => call.at) as [number, number, number];
    // The back-off starts at a second and doubles.
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(1_800);
    expect(sms).toMatchObject({ delivery_status: 'sent', provider_message_id: '77', attempts: 3 });
  });

  it('gives up after four tries: the job and the log say failed, with the reason', async () => {
    provider.answer([{ status: 500 }]);
    const { job, sms } = await sendAndWait();
    expect(provider.calls).toHaveLength(4);
    expect(job).toMatchObject({ state: 'failed', error: 'HTTP 500', attempts: 4, payload: null });
    expect(sms).toMatchObject({ delivery_status: 'failed', attempts: 4, error: 'HTTP 500' });
  });

  it('does not retry an answer that will not change (400)', async () => {
    provider.answer([{ status: 400 }]);
    const { job, sms } = await sendAndWait();
    expect(provider.calls).toHaveLength(1);
    expect(job).toMatchObject({ state: 'failed', error: 'HTTP 400', attempts: 1 });
    expect(sms.delivery_status).toBe('failed');
  });

  it('treats a provider that hangs up as a failure to try again, not a crash', async () => {
    provider.answer([{ status: 200, drop: true }, { status: 200 }]);
    const { job, sms } = await sendAndWait();
    expect(provider.calls).toHaveLength(2);
    expect(job).toMatchObject({ state: 'completed', attempts: 2 });
    expect(sms.delivery_status).toBe('sent');
  });
});

describe('the app on the HTTP driver', () => {
  it('texts the code through the provider and keeps no code in the log or the job', async () => {
    provider.answer([{ status: 200 }]);
    const a = await register(t);
    expect((await t.api('POST', 'sendotp', {}, { token: a.token })).statusCode).toBe(200);
    const job = await t.waitForJob((await t.latestJob(SMS_SEND_JOB, a.userId))?.id ?? '');
    expect(job).toMatchObject({ state: 'completed', payload: null });
    const sent = provider.calls[0]?.body;
    expect(sent).toMatchObject({ from: 'MyClub', to: `+44${a.body.mobile}` });
    expect(provider.calls[0]?.headers.authorization).toBe('Bearer provider-secret');
    const code = /\d{6}/.exec(String(sent?.text))?.[0] ?? '';
    const row = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.text).not.toContain(code);
    expect(row).toMatchObject({ delivery_status: 'sent', provider_message_id: 'msg-1' });
    const res = await t.api('POST', 'validateotp', { code }, { token: a.token });
    expect(res.statusCode).toBe(200);
  });

  it('answers before a slow provider does: the text waits in the log as queued', async () => {
    provider.answer([{ status: 200, delayMs: 3_000 }]);
    const a = await register(t);
    const res = await t.api('POST', 'sendotp', {}, { token: a.token });
    expect(res.statusCode).toBe(200);
    const queued = await t.latestJob(SMS_SEND_JOB, a.userId);
    const sms = () =>
      t.db
        .selectFrom('sms_outbox')
        .select('delivery_status')
        .where('to_number', '=', `+44${a.body.mobile}`)
        .executeTakeFirstOrThrow();
    // The provider has not answered yet, and the request is done.
    expect((await sms()).delivery_status).toBe('queued');
    expect(await t.waitForJob(queued?.id ?? '')).toMatchObject({ state: 'completed' });
    expect((await sms()).delivery_status).toBe('sent');
  });

  it('answers at once when the provider refuses; staff see the failed job and text', async () => {
    provider.answer([{ status: 400 }]);
    const a = await register(t);
    expect((await t.api('POST', 'sendotp', {}, { token: a.token })).statusCode).toBe(200);
    const job = await t.waitForJob((await t.latestJob(SMS_SEND_JOB, a.userId))?.id ?? '');
    const admin = await t.signIn('admin');
    const seen = await t.api('GET', `jobs/${job.id}`, undefined, { token: admin });
    expect(seen.json()).toEqual({
      status: '200',
      id: job.id,
      kind: SMS_SEND_JOB,
      state: 'failed',
      done: 0,
      total: 1,
      error: 'HTTP 400',
    });
    const row = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('to_number', '=', `+44${a.body.mobile}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ delivery_status: 'failed', error: 'HTTP 400' });
    expect(row.text).not.toMatch(/\d{6}/);
  });
});

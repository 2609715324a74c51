import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider } from '../../test/fake-sms-provider.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { register } from '../../test/journeys.ts';
import { httpDriver } from './http-driver.ts';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
const warnings: unknown[] = [];
const log = { warn: (o: unknown) => warnings.push(o) } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  provider = await startFakeProvider();
  t = await startTestApp({
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: provider.url,
    SMS_HTTP_TOKEN: 'provider-secret',
    SMS_SENDER: 'MyClub',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const driver = () =>
  httpDriver(t.db, log, { url: provider.url, token: 'tok', sender: 'MyClub', backoffMs: 20 });
const logged = (id: number) =>
  t.db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('HTTP SMS driver', () => {
  it('posts the message as JSON with the token and records the provider id and status', async () => {
    provider.answer([{ status: 200, body: { id: 'abc-123', status: 'delivered' } }]);
    const result = await driver().send({ to: '+447700900123', text: 'Hello', kind: 'notice', userId: null });
    expect(result.deliveryStatus).toBe('delivered');
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.headers.authorization).toBe('Bearer tok');
    expect(provider.calls[0]?.body).toEqual({
      from: 'MyClub',
      to: '+447700900123',
      text: 'Hello',
      reference: String(result.id),
    });
    expect(await logged(result.id)).toMatchObject({
      driver: 'http',
      delivery_status: 'delivered',
      provider_message_id: 'abc-123',
      attempts: 1,
      error: null,
    });
  });

  it('tries again with growing waits after 5xx and 429, then records success', async () => {
    provider.answer([{ status: 503 }, { status: 429 }, { status: 200, body: { id: 77 } }]);
    const result = await driver().send({ to: '+447700900123', text: 'Hi', kind: 'notice' });
    expect(result.deliveryStatus).toBe('sent');
    expect(provider.calls).toHaveLength(3);
    const [a, b, c] = provider.calls.map((call) => call.at) as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(18);
    expect(c - b).toBeGreaterThanOrEqual(38);
    expect(await logged(result.id)).toMatchObject({ provider_message_id: '77', attempts: 3 });
  });

  it('gives up after four tries and records the failure', async () => {
    provider.answer([{ status: 500 }]);
    const result = await driver().send({ to: '+447700900123', text: 'Hi', kind: 'notice' });
    expect(result.deliveryStatus).toBe('failed');
    expect(provider.calls).toHaveLength(4);
    expect(await logged(result.id)).toMatchObject({
      delivery_status: 'failed',
      attempts: 4,
      error: 'HTTP 500',
    });
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('does not retry an answer that will not change (400)', async () => {
    provider.answer([{ status: 400 }]);
    const result = await driver().send({ to: '+447700900123', text: 'Hi', kind: 'notice' });
    expect(result.deliveryStatus).toBe('failed');
    expect(provider.calls).toHaveLength(1);
  });

  it('treats an unreachable provider as a failure, not a crash', async () => {
    const gone = httpDriver(t.db, log, {
      url: 'http://127.0.0.1:1/send',
      token: 't',
      sender: 'S',
      attempts: 2,
      backoffMs: 1,
    });
    expect((await gone.send({ to: '+447700900123', text: 'Hi', kind: 'notice' })).deliveryStatus).toBe(
      'failed',
    );
  });
});

describe('the app on the HTTP driver', () => {
  it('texts the code through the provider and keeps no code in the log', async () => {
    provider.answer([{ status: 200 }]);
    const a = await register(t);
    expect((await t.api('POST', 'sendotp', {}, { token: a.token })).statusCode).toBe(200);
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

  it('answers 502 when the provider fails, keeps no code, and lets the user ask again at once', async () => {
    provider.answer([{ status: 500 }]);
    const a = await register(t);
    const res = await t.api('POST', 'sendotp', {}, { token: a.token });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('SMS_FAILED');
    const codes = await t.db.selectFrom('otp_codes').select('id').where('user_id', '=', a.userId).execute();
    expect(codes).toEqual([]);
    provider.answer([{ status: 200 }]);
    expect((await t.api('POST', 'sendotp', {}, { token: a.token })).statusCode).toBe(200);
  });
});

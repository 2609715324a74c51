import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsOutboxResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { register } from '../../test/journeys.ts';

let t: TestApp;
let admin: string;
/** The demo's own texts (modules/sms/demo.repository.ts), older than this file's. */
let demoTexts: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  demoTexts = (await outbox('?pageSize=1')).json<SmsOutboxResponse>().total;
  for (let i = 0; i < 3; i++) {
    const a = await register(t);
    await t.api('POST', 'sendotp', {}, { token: a.token });
  }
});
afterAll(() => t.close());

const outbox = (query = '', token = admin) => t.api('GET', `sms/outbox${query}`, undefined, { token });

describe('GET sms/outbox', () => {
  it('lists the texts for staff, newest first, paged on the server', async () => {
    const res = await outbox('?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json<SmsOutboxResponse>();
    expect(body).toMatchObject({ status: '200', total: demoTexts + 3, page: 1, pageSize: 2 });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      kind: 'otp',
      driver: 'outbox',
      deliveryStatus: 'stored',
      attempts: 0,
    });
    // A phone code is shown masked, to every role (sms-secrets.test.ts).
    expect(body.items[0]?.text).toMatch(/^•••••• is your /);
    expect(body.items[0]!.id).toBeGreaterThan(body.items[1]!.id);
    const second = (await outbox('?page=2&pageSize=2')).json<SmsOutboxResponse>();
    expect(second.items[0]).toMatchObject({ kind: 'otp' });
    expect(second.items[0]!.id).toBeLessThan(body.items[1]!.id);
    const last = Math.ceil((demoTexts + 3) / 2);
    expect((await outbox(`?page=${last}&pageSize=2`)).json<SmsOutboxResponse>().items).toHaveLength(
      (demoTexts + 3) % 2 || 2,
    );
  });

  it('uses 25 a page by default', async () => {
    expect((await outbox()).json()).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('is refused to a coach and a subscriber, and to a caller without a token', async () => {
    expect((await outbox('', await t.signIn('coach'))).statusCode).toBe(403);
    expect((await outbox('', await t.signIn('sam'))).json().code).toBe('FORBIDDEN');
    expect((await t.api('GET', 'sms/outbox')).statusCode).toBe(401);
  });

  it.each([['?page=0'], ['?pageSize=101'], ['?page=abc'], ['?page=1;DROP TABLE users'], ['?sort=to']])(
    'refuses the query %s',
    async (query) => {
      const res = await outbox(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    },
  );
});

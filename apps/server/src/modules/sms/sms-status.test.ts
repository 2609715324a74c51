import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSendResponse } from '@fieldhouse/contract';
import { signatureHeader } from '../../platform/signed-request.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { sendText } from '../../test/sms.ts';

/* The provider's delivery reports: signed with SMS_STATUS_SECRET, applied forward only. */

const SECRET = 'sms_status_test_secret_0123456789';
let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp({ SMS_STATUS_SECRET: SECRET });
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

/** Posts raw bytes as the provider would: signed with `secret` at `at` unless `signature` says (null: none). */
function postStatus(body: unknown, o: { secret?: string; at?: number; signature?: string | null } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = o.signature === undefined ? signatureHeader(raw, o.secret ?? SECRET, o.at) : o.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sms/status',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'fieldhouse-signature': signature }),
    },
    payload: raw,
  });
}

async function aText() {
  const sub = await person(t, 'subscriber');
  const res = await sendText(t, admin.token, sub.publicId, 'Match at 10');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SmsSendResponse>().sms.id;
}

const row = (id: number) =>
  t.db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST sms/status', () => {
  it('marks a text delivered on a signed report, with no session and no anti-forgery token', async () => {
    const id = await aText();
    const res = await postStatus({ reference: String(id), status: 'delivered', messageId: 'm-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ received: true, applied: true });
    expect(await row(id)).toMatchObject({
      delivery_status: 'delivered',
      provider_message_id: 'm-1',
      error: null,
    });
  });

  it('takes a header with several v1, one of them right (a secret being changed)', async () => {
    const id = await aText();
    const raw = JSON.stringify({ reference: String(id), status: 'sent' });
    const good = signatureHeader(raw, SECRET);
    const old = signatureHeader(raw, 'an_old_secret_0123456789abcdef').split(',')[1];
    expect((await postStatus(raw, { signature: `${good},${old}` })).statusCode).toBe(200);
    expect((await row(id)).delivery_status).toBe('sent');
  });

  it.each([
    ['unsigned', { signature: null }, 'SIGNATURE_INVALID'],
    ['signed with another secret', { secret: 'not_the_secret_0123456789abcdef' }, 'SIGNATURE_INVALID'],
    ['signed 301 s ago', { at: Math.floor(Date.now() / 1000) - 301 }, 'SIGNATURE_EXPIRED'],
    ['signed 400 s ahead', { at: Math.floor(Date.now() / 1000) + 400 }, 'SIGNATURE_EXPIRED'],
    ['with a header of another form', { signature: 'sha256=abc' }, 'SIGNATURE_INVALID'],
  ])('refuses a report %s and changes nothing', async (_name, o, code) => {
    const id = await aText();
    const before = await row(id);
    const res = await postStatus({ reference: String(id), status: 'delivered' }, o);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(await row(id)).toEqual(before);
  });

  it('refuses a body changed after signing', async () => {
    const id = await aText();
    const header = signatureHeader(JSON.stringify({ reference: String(id), status: 'sent' }), SECRET);
    const res = await postStatus({ reference: String(id), status: 'delivered' }, { signature: header });
    expect(res.json().code).toBe('SIGNATURE_INVALID');
    expect((await row(id)).delivery_status).toBe('stored');
  });

  it.each([['not json'], [{ reference: 'x', status: 'sent' }], [{ reference: '1', status: 'read' }], [[]]])(
    'refuses a rightly signed body not of the report’s form: %j',
    async (body) => {
      const res = await postStatus(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SIGNED_BODY_INVALID');
    },
  );

  it('ends right when reports come replayed or out of order: delivered stays delivered', async () => {
    const id = await aText();
    const delivered = { reference: String(id), status: 'delivered', messageId: 'm-2' };
    expect((await postStatus(delivered)).json()).toMatchObject({ applied: true });
    // The same signed request again, and the earlier `sent` arriving late.
    expect((await postStatus(delivered)).json()).toMatchObject({ applied: false });
    expect((await postStatus({ reference: String(id), status: 'sent' })).json()).toMatchObject({
      applied: false,
    });
    expect((await postStatus({ reference: String(id), status: 'failed', error: 'x' })).json()).toMatchObject({
      applied: false,
    });
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered', error: null });
  });

  it('records a failure with its reason', async () => {
    const id = await aText();
    await postStatus({ reference: String(id), status: 'sent' });
    await postStatus({ reference: String(id), status: 'failed', error: 'Unknown subscriber' });
    expect(await row(id)).toMatchObject({ delivery_status: 'failed', error: 'Unknown subscriber' });
  });

  it('ignores a report for a text it does not know', async () => {
    expect((await postStatus({ reference: '999999999', status: 'sent' })).json()).toMatchObject({
      received: true,
      applied: false,
    });
  });
});

describe('POST sms/status without a secret', () => {
  it('refuses every report', async () => {
    const other = await startTestApp();
    try {
      const raw = JSON.stringify({ reference: '1', status: 'sent' });
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/v1/sms/status',
        headers: { 'content-type': 'application/json', 'fieldhouse-signature': signatureHeader(raw, SECRET) },
        payload: raw,
      });
      expect(res.json().code).toBe('SIGNATURE_INVALID');
    } finally {
      await other.close();
    }
  });
});

import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The SMS provider's status callback secret the e2e server holds (playwright.config.ts). */
const SMS_STATUS_SECRET = 'e2e-sms-status-secret-00000001';

/** A provider's signature of a status report: `t=…,v1=…`, HMAC-SHA256 of `t.body`. */
export function smsStatusSignature(body: string) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SMS_STATUS_SECRET).update(`${t}.${body}`).digest('hex')}`;
}

/** The provider reports a logged text delivered, as its signed callback would. */
export async function apiSmsDelivered(request: APIRequestContext, smsId: number) {
  const body = JSON.stringify({ reference: String(smsId), status: 'delivered', messageId: `prov-${smsId}` });
  const res = await request.post('/api/v1/sms/status', {
    data: body,
    headers: { 'content-type': 'application/json', 'fieldhouse-signature': smsStatusSignature(body) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

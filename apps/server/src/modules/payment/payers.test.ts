import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayerSearchResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { invoiceOf, issued, pay, type Someone } from '../../test/payments.ts';

/* The issue form's own picker: holders of payment.issue find whom to bill without the directory. */

let t: TestApp;
let issuer: Someone;
beforeAll(async () => {
  // This file's own database: the Admin role here issues invoices but may not read the directory.
  t = await startTestApp();
  await t.revokeAction('admin', 'subscriber.view');
  issuer = await person(t, 'admin');
});
afterAll(() => t.close());

const rename = (userId: number, fullName: string) =>
  t.db.updateTable('users').set({ full_name: fullName }).where('id', '=', userId).execute();
const search = (who: Someone, q: string) => pay(t, who, 'GET', `payment/payers?q=${encodeURIComponent(q)}`);

describe('GET /payment/payers', () => {
  it('lets a holder of payment.issue without subscriber.view find a payer by name or number, and bill them', async () => {
    expect((await pay(t, issuer, 'GET', 'subscribers?q=a')).statusCode).toBe(403);
    const payer = await person(t, 'subscriber');
    await rename(payer.userId, 'Zebedee Quartermaine');
    const res = await search(issuer, 'quarterm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PayerSearchResponse>().items).toEqual([
      { subscriberID: payer.publicId, fullName: 'Zebedee Quartermaine' },
    ]);
    const byNumber = (await search(issuer, payer.publicId)).json<PayerSearchResponse>().items;
    expect(byNumber.map((p) => p.subscriberID)).toEqual([payer.publicId]);
    // Name and number only: no phone, e-mail, user name or birthday.
    expect(Object.keys(byNumber[0]!)).toEqual(['subscriberID', 'fullName']);
    const invoice = await issued(t, issuer, invoiceOf(payer.publicId));
    expect(invoice.subscriber.subscriberID).toBe(payer.publicId);
  });

  it('answers 403 to anyone without payment.issue, and 400 to an empty search', async () => {
    const someone = await person(t, 'subscriber');
    await rename(someone.userId, 'Hidden Quillfeather');
    for (const who of [await person(t, 'coach'), someone]) {
      const res = await search(who, 'quillfeather');
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Quillfeather');
    }
    expect((await search(issuer, '')).statusCode).toBe(400);
  });
});

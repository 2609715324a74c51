import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumber } from '@fieldhouse/contract';
import { DEMO_PASSWORD } from '../db/seed/demo.ts';
import { appOn, freshTarget, runCli, scratch, type Target } from '../test/backups.ts';
import { onPostgres, startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';
import { invoiceOf, pay } from '../test/payments.ts';
import { image, multipart } from '../test/pictures.ts';
import type { Manifest } from './manifest.ts';

/*
 * A backup taken by `npm run backup` while invoices and payments are written through the HTTP
 * layer, put back by `npm run restore` into an empty database, is one consistent moment.
 */

let t: TestApp;
let target: Target & { drop: () => Promise<void> };
let archives: string;
beforeAll(async () => {
  t = await startTestApp();
  target = await freshTarget(t);
  archives = scratch('backups');
});
afterAll(async () => {
  await target?.drop();
  fs.rmSync(archives, { recursive: true, force: true });
  await t?.close();
});

const kind = onPostgres ? 'PostgreSQL' : 'the embedded database';
const served = async (app: TestApp['app'], relative: string) => {
  const res = await app.inject({ method: 'GET', url: `/media/${relative}` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe(`a backup of ${kind} taken while the server writes`, () => {
  it('restores into an empty database, consistent: keys hold, the invoice counter matches, rows are whole, sign-in works, pictures are identical', async () => {
    // The demo's own invoices come first.
    const demo = (await t.db.selectFrom('invoices').select('id').execute()).length;
    const staff = await person(t, 'admin');
    const payer = await person(t, 'subscriber');
    // Two people's profile pictures, uploaded through the API.
    const pictures: string[] = [];
    for (const who of [staff, payer]) {
      const body = multipart(await image('png', 300 + pictures.length, 200));
      const res = await t.api('POST', 'subscriber/picture', body.payload, {
        token: who.token,
        headers: { 'content-type': body.type },
      });
      expect(res.statusCode).toBe(200);
      pictures.push(res.json<{ profile_image: string }>().profile_image);
    }

    // The writer: invoices, each third one paid, one after another until told to stop.
    let issued = 0;
    let stop = false;
    const failures: string[] = [];
    const writer = (async () => {
      while (!stop) {
        const res = await pay(t, staff, 'POST', 'payment/invoices', invoiceOf(payer.publicId));
        if (res.statusCode !== 200) {
          failures.push(res.body);
          continue;
        }
        issued += 1;
        if (issued % 3 === 0) {
          const { number } = res.json<{ invoice: { number: string } }>().invoice;
          const paid = await pay(t, staff, 'POST', `payment/invoices/${number}/payments`, {
            method: 'card',
            amountMinor: 1000,
            paidOn: '2026-01-01',
          });
          if (paid.statusCode !== 200) failures.push(paid.body);
        }
      }
    })();
    while (issued < 5) await new Promise((resolve) => setTimeout(resolve, 20));

    const archive = path.join(archives, onPostgres ? 'during-writes' : 'during-writes.tar');
    const before = issued;
    const backup = await runCli('backup', t.config, [archive]);
    const during = issued;
    while (issued < during + 3) await new Promise((resolve) => setTimeout(resolve, 20));
    stop = true;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(failures).toEqual([]);
    // Invoices were written while the backup ran, and after it: the copy holds a moment in between.
    expect(during).toBeGreaterThan(before);

    const restore = await runCli('restore', target, [archive]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Restored the backup taken');

    const restored = await appOn(t, target);
    try {
      const db = restored.db;
      const manifest = JSON.parse(
        onPostgres ? fs.readFileSync(path.join(archive, 'manifest.json'), 'utf8') : '{}',
      ) as Partial<Manifest>;
      if (onPostgres) expect(manifest.schemas?.jobs).toMatch(/_pgboss$|^pgboss$/);

      // Every foreign key holds.
      if (onPostgres) {
        const keys = await sql<{ n: number }>`
          select count(*)::int as n from pg_constraint where contype = 'f' and not convalidated
            and connamespace = current_schema()::regnamespace`.execute(db);
        expect(keys.rows[0]?.n).toBe(0);
      } else {
        expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
        expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([
          { integrity_check: 'ok' },
        ]);
      }

      // The invoices are numbered 1..N without a gap, and the counter names the next one.
      const numbers = (await db.selectFrom('invoices').select('number').orderBy('number').execute()).map(
        (r) => r.number,
      );
      expect(numbers.length).toBeGreaterThanOrEqual(demo + before);
      expect(numbers.length).toBeLessThanOrEqual(demo + issued);
      expect(numbers).toEqual(numbers.map((_, i) => invoiceNumber(i + 1)));
      const counter = await db
        .selectFrom('payment_settings')
        .select('next_invoice')
        .executeTakeFirstOrThrow();
      expect(Number(counter.next_invoice)).toBe(numbers.length + 1);

      // Each invoice is whole: its lines sum to its subtotal, its payments to what it says is paid.
      const invoices = await db
        .selectFrom('invoices')
        .select(['id', 'subtotal_minor', 'paid_minor'])
        .execute();
      const lines = await db.selectFrom('invoice_lines').select(['invoice_id', 'amount_minor']).execute();
      const payments = await db
        .selectFrom('invoice_payments')
        .select(['invoice_id', 'amount_minor'])
        .execute();
      const sum = (rows: { invoice_id: number; amount_minor: number }[], id: number) =>
        rows.filter((r) => r.invoice_id === id).reduce((a, r) => a + Number(r.amount_minor), 0);
      for (const invoice of invoices) {
        expect(sum(lines, invoice.id)).toBe(Number(invoice.subtotal_minor));
        expect(sum(payments, invoice.id)).toBe(Number(invoice.paid_minor));
      }

      // The restored server answers sign-in, and a session from before the backup still works.
      const signIn = await restored.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
        payload: { username: 'admin', password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const mine = await restored.app.inject({
        method: 'GET',
        url: '/api/v1/payment/invoices',
        headers: { authorization: `Bearer ${staff.token}`, menuID: '25' },
      });
      expect(mine.statusCode).toBe(200);

      // The pictures come back byte for byte.
      for (const relative of pictures) {
        expect((await served(restored.app, relative)).equals(await served(t.app, relative))).toBe(true);
      }
    } finally {
      await restored.close();
    }
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import type { OrganisationSettings } from '@fieldhouse/contract';
import { roleIds } from '../db/seed/base.ts';
import { insertUser } from '../modules/registration/registration.repository.ts';
import { vi } from 'vitest';
import { KPI_ROLLUP_JOB } from '../modules/kpi/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { freshMobile, person } from './journeys.ts';

/*
 * A small known data set for the KPI tests, on the clock of Dubai (UTC+4 all year): every row at
 * a fixed instant written as local time, so a row just after local midnight proves the days are
 * the organisation's. The figures it should give are in kpi.test.ts.
 */

export const ZONE = 'Asia/Dubai';
/** An instant written as Dubai's local time, `2025-03-01T00:30`. */
export const at = (local: string) => Date.parse(`${local}:00+04:00`);

/** Moves the organisation to Dubai, with quiet hours away from the faked clock's hours. */
export async function inDubai(t: TestApp, bossToken: string) {
  const res = await t.api('GET', 'settings', undefined, { token: bossToken });
  const { settings } = res.json<{ settings: OrganisationSettings }>();
  const { logo: _logo, confirmed: _confirmed, updatedAt: _updated, ...input } = settings;
  const put = await t.api(
    'PUT',
    'settings',
    { ...input, timeZone: ZONE, currency: 'AED', quietHours: { from: '12:00', to: '13:00' } },
    { token: bossToken },
  );
  if (put.statusCode !== 200) throw new Error(`settings: ${put.body}`);
}

export async function subscriber(t: TestApp, created: number) {
  const roles = await roleIds(t.db);
  const mobile = freshMobile();
  const id = await insertUser(t.db, {
    public_id: randomUUID(),
    user_name: `kpi_${mobile}`,
    full_name: `Kpi Person ${mobile}`,
    isd_code: '+44',
    mobile,
    mobile_e164: `+44${mobile}`,
    email: null,
    date_of_birth: '1990-01-01',
    gender: null,
    sport_id: null,
    password_hash: 'not-used',
    role_id: roles.subscriber,
    status: 1,
    created_at: created,
    updated_at: created,
  });
  const row = await t.db
    .selectFrom('users')
    .select('public_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, publicId: row.public_id };
}

export async function event(t: TestApp, startsAt: number) {
  const row = await t.db
    .insertInto('events')
    .values({
      title: 'KPI cup',
      kind: 'training',
      status: 'open',
      sport_id: null,
      venue_id: null,
      age_category_id: null,
      starts_at: startsAt,
      ends_at: startsAt + 3_600_000,
      time_zone: ZONE,
      registration_opens_at: null,
      registration_closes_at: null,
      capacity: null,
      fee_minor: 0,
      currency: 'AED',
      offer_hours: 24,
      description: '',
      cancel_reason: null,
      created_by: null,
      created_at: startsAt,
      updated_at: startsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let invoices = 0;
async function invoice(
  t: TestApp,
  payer: number,
  o: { issued: string; total: number; paid?: number; refunded?: number; currency?: string; voided?: boolean },
) {
  const row = await t.db
    .insertInto('invoices')
    .values({
      number: `KPI-${process.pid}-${++invoices}`,
      subscriber_id: payer,
      payer_id: payer,
      origin: 'staff',
      currency: o.currency ?? 'AED',
      issued_on: o.issued,
      due_on: o.issued,
      subtotal_minor: o.total,
      discount_kind: null,
      discount_value: null,
      discount_reason: null,
      discount_minor: 0,
      family_percent: null,
      family_key: null,
      total_minor: o.total,
      paid_minor: o.paid ?? 0,
      refunded_minor: o.refunded ?? 0,
      voided_at: o.voided ? at(`${o.issued}T12:00`) : null,
      created_by: null,
      created_at: at(`${o.issued}T12:00`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const payment = (t: TestApp, invoiceId: number, amount: number, paidOn: string) =>
  t.db
    .insertInto('invoice_payments')
    .values({
      invoice_id: invoiceId,
      method: 'cash',
      amount_minor: amount,
      paid_on: paidOn,
      note: '',
      provider_payment_id: null,
      refunded_minor: 0,
      recorded_by: null,
      created_at: at(`${paidOn}T12:00`),
    })
    .execute();

const text = (t: TestApp, status: 'delivered' | 'failed' | 'sent' | 'skipped', words: string, when: number) =>
  t.db
    .insertInto('sms_outbox')
    .values({
      user_id: null,
      to_number: '+447700900000',
      kind: 'staff',
      text: words,
      driver: 'http',
      delivery_status: status,
      provider_message_id: null,
      error: null,
      created_at: when,
      updated_at: when,
    })
    .execute();

export const trail = (t: TestApp, action: string, when: number, o: { userId?: number; publicId?: string }) =>
  t.db
    .insertInto('audit_log')
    .values({
      user_id: o.userId ?? null,
      action,
      menu_id: null,
      detail: null,
      ip: null,
      at: when,
      object_type: o.publicId ? 'subscriber' : null,
      object_id: o.publicId ?? null,
      object_name: null,
      facts: null,
    })
    .execute();

/** A sign-in (a session started) at an instant. */
export const session = (t: TestApp, userId: number, when: number) =>
  t.db
    .insertInto('sessions')
    .values({
      token_hash: randomUUID(),
      user_id: userId,
      created_at: when,
      last_used_at: when,
      expires_at: when + 3_600_000,
      revoked_at: null,
      ip: null,
      user_agent: null,
    })
    .execute();

/** A place on an event, made at an instant. */
export const register = (t: TestApp, eventId: number, userId: number, status: string, when: number) =>
  t.db
    .insertInto('event_registrations')
    .values({
      event_id: eventId,
      user_id: userId,
      status: status as 'registered',
      queued_at: when,
      offer_expires_at: null,
      registered_by: null,
      created_at: when,
      updated_at: when,
    })
    .execute();

/**
 * A test app (base seed) once the rollup's run at start has ended, on Dubai's clock, with an
 * admin's token: data made afterwards is counted live until the next run.
 */
export async function kpiApp() {
  const t = await startTestApp({}, { seed: 'base' });
  const started = await vi.waitUntil(() => t.latestJob(KPI_ROLLUP_JOB, null), { timeout: 20_000 });
  await t.waitForJob(started.id);
  const boss = await person(t, 'superAdmin');
  await inDubai(t, boss.token);
  return { t, admin: (await person(t, 'admin')).token };
}

/** The rows of the data set: March 1–10, 2025 against February 19–28. */
export async function kpiDataSet(t: TestApp) {
  const u1 = await subscriber(t, at('2025-03-01T00:30')); // Feb 28 in UTC
  const u2 = await subscriber(t, at('2025-03-05T10:00'));
  const u3 = await subscriber(t, at('2025-02-20T12:00'));
  await subscriber(t, at('2025-03-10T23:30')); // u4
  const u5 = await subscriber(t, at('2025-03-11T00:10')); // after the period
  const u6 = await subscriber(t, at('2025-01-10T12:00'));
  const churn = (userId: number, when: number) =>
    t.db
      .insertInto('status_changes')
      .values({ user_id: userId, from_status: 1, to_status: 4, reason: null, changed_by: null, at: when })
      .execute();
  await churn(u3.id, at('2025-03-02T09:00'));
  await churn(u6.id, at('2025-02-25T09:00'));
  await t.db
    .insertInto('deletion_requests')
    .values({
      public_id: randomUUID(),
      user_id: u2.id,
      requested_by: u2.id,
      status: 'confirmed',
      reason: null,
      created_at: at('2025-03-07T09:00'),
      decided_by: null,
      decided_at: at('2025-03-08T09:00'),
    })
    .execute();
  await session(t, u1.id, at('2025-03-03T10:00'));
  await session(t, u1.id, at('2025-03-04T10:00'));
  await session(t, u3.id, at('2025-02-21T10:00'));
  const e0 = await event(t, at('2025-02-22T18:00'));
  const e1 = await event(t, at('2025-03-07T18:00'));
  await register(t, e1, u1.id, 'attended', at('2025-03-01T12:00'));
  await register(t, e1, u2.id, 'absent', at('2025-03-06T12:00'));
  await register(t, e1, u5.id, 'waitlisted', at('2025-03-09T12:00'));
  await register(t, e0, u3.id, 'attended', at('2025-02-20T13:00'));
  const inv1 = await invoice(t, u1.id, { issued: '2025-03-02', total: 10_000, paid: 6_000, refunded: 1_000 });
  const inv2 = await invoice(t, u3.id, { issued: '2025-02-25', total: 4_000, paid: 4_000 });
  const inv3 = await invoice(t, u1.id, { issued: '2025-03-03', total: 9_999, paid: 9_999, currency: 'EUR' });
  await invoice(t, u2.id, { issued: '2025-03-04', total: 7_000, voided: true });
  await payment(t, inv1, 6_000, '2025-03-02');
  await payment(t, inv2, 4_000, '2025-02-26');
  await payment(t, inv3, 9_999, '2025-03-03');
  await t.db
    .insertInto('invoice_refunds')
    .values({
      invoice_id: inv1,
      payment_id: null,
      amount_minor: 1_000,
      reason: 'Kit returned',
      recorded_by: null,
      created_at: at('2025-03-09T01:00'), // March 8 in UTC
    })
    .execute();
  await text(t, 'delivered', 'Hello', at('2025-03-03T10:00'));
  await text(t, 'failed', 'a'.repeat(200), at('2025-03-04T10:00'));
  await text(t, 'sent', 'مرحبا', at('2025-03-04T11:00'));
  await text(t, 'skipped', 'Not sent', at('2025-03-04T12:00'));
  await text(t, 'delivered', 'Hi', at('2025-02-20T10:00'));
  await trail(t, 'phone-verified', at('2025-03-01T01:00'), { userId: u1.id });
  await trail(t, 'review-approve', at('2025-03-01T11:00'), { publicId: u1.publicId });
  await trail(t, 'phone-verified', at('2025-03-05T10:00'), { userId: u2.id });
  await trail(t, 'review-reject', at('2025-03-06T14:00'), { publicId: u2.publicId });
  await trail(t, 'review-approve', at('2025-03-09T09:00'), { publicId: u6.publicId });
  await trail(t, 'phone-verified', at('2025-02-20T12:05'), { userId: u3.id });
  await trail(t, 'review-approve', at('2025-02-20T16:05'), { publicId: u3.publicId });
}

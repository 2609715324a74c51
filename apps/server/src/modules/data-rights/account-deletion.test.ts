import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeletionQueueResponse,
  DeletionRequestResponse,
  DeletionStateResponse,
} from '@fieldhouse/contract';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { parentOf, person, snapshot } from '../../test/journeys.ts';
import { isStored } from '../../test/pictures.ts';
import { everyValue, liveALife, named, personalValues } from '../../test/traces.ts';

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await startTestApp();
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof person>>;

const ask = (who: Person, url = 'profile/deletion') => t.api('POST', url, undefined, { token: who.token });
const decide = (requestID: string, body: unknown, who = admin) =>
  t.api('POST', `review/deletions/${requestID}/decision`, body, { token: who.token });
const queue = async () =>
  (
    await t.api('GET', 'review/deletions?pageSize=100', undefined, { token: admin.token })
  ).json<DeletionQueueResponse>();

describe('asking for an account to be deleted', () => {
  it('puts one request in the staff queue, whoever asks again; a parent asks for their child', async () => {
    const me = await named(t);
    const first = await ask(me);
    expect(first.statusCode).toBe(200);
    const { request } = first.json<DeletionRequestResponse>();
    expect(request).toMatchObject({ status: 'pending', reason: null });
    expect((await ask(me)).json<DeletionRequestResponse>().request.requestID).toBe(request.requestID);
    expect(
      (await t.api('GET', 'profile/deletion', undefined, { token: me.token })).json<DeletionStateResponse>()
        .request,
    ).toEqual(request);

    const parent = await person(t, 'subscriber');
    const child = await named(t);
    await parentOf(t, parent.userId, child.userId);
    const forChild = await ask(parent, `family/children/${child.publicId}/deletion`);
    expect(forChild.statusCode).toBe(200);

    const items = (await queue()).items;
    expect(items.filter((i) => i.subscriberID === me.publicId)).toEqual([
      expect.objectContaining({ requestID: request.requestID, full_name: me.full_name, askedByParent: null }),
    ]);
    expect(items.find((i) => i.subscriberID === child.publicId)?.askedByParent).not.toBeNull();
  });

  it("answers 404 to anyone asking for someone else's account, and records nothing", async () => {
    const parent = await person(t, 'subscriber');
    const child = await named(t);
    const claimer = await person(t, 'subscriber');
    const stranger = await person(t, 'coach');
    await parentOf(t, parent.userId, child.userId);
    await parentOf(t, claimer.userId, child.userId, 'request');
    const before = await snapshot(t);
    for (const who of [claimer, stranger, admin]) {
      const res = await ask(who, `family/children/${child.publicId}/deletion`);
      expect(res.json()).toMatchObject({ status: '404', code: 'NOT_FOUND' });
    }
    expect(
      await t.db.selectFrom('deletion_requests').selectAll().where('user_id', '=', child.userId).execute(),
    ).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('staff deciding', () => {
  it('is refused to anyone without subscriber.edit, and a refusal leaves everything', async () => {
    const me = await named(t);
    const { request } = (await ask(me)).json<DeletionRequestResponse>();
    const coach = await person(t, 'coach');
    const before = await snapshot(t);
    for (const who of [coach, me]) {
      expect((await t.api('GET', 'review/deletions', undefined, { token: who.token })).statusCode).toBe(403);
      expect((await decide(request.requestID, { decision: 'confirm' }, who)).statusCode).toBe(403);
    }
    const noReason = await decide(request.requestID, { decision: 'decline' });
    expect(noReason.json()).toMatchObject({ status: '400', code: 'VALIDATION_FAILED' });
    expect(await snapshot(t)).toEqual(before);
    expect(
      (await t.api('GET', 'profile/deletion', undefined, { token: me.token })).json<DeletionStateResponse>()
        .request?.status,
    ).toBe('pending');
  });

  it('declines with a reason the asker is told, and the account stays as it was', async () => {
    const me = await named(t);
    const { request } = (await ask(me)).json<DeletionRequestResponse>();
    const res = await decide(request.requestID, {
      decision: 'decline',
      reason: 'Your match fees are still open',
    });
    expect(res.statusCode).toBe(200);
    const state = (
      await t.api('GET', 'profile/deletion', undefined, { token: me.token })
    ).json<DeletionStateResponse>();
    expect(state.request).toMatchObject({ status: 'declined', reason: 'Your match fees are still open' });
    const row = await t.db
      .selectFrom('users')
      .select(['full_name', 'email'])
      .where('id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ full_name: me.full_name, email: me.email });
    expect((await decide(request.requestID, { decision: 'confirm' })).json()).toMatchObject({
      code: 'ALREADY_DECIDED',
    });
  });

  it('confirming erases the person: no table holds their name, user name, number or e-mail, in any case', async () => {
    const me = await named(t);
    const { parent, friend, picture } = await liveALife(t, admin, me);
    // Other people write of them in capitals and in small letters.
    await t.db
      .insertInto('messages')
      .values({
        from_user_id: friend.userId,
        to_user_id: parent.userId,
        body: `Say hi to ${me.full_name.toUpperCase()} (${me.user_name.toUpperCase()})`,
        image: null,
        created_at: Date.now(),
        read_at: null,
      })
      .execute();
    const care = {
      contacts: [{ name: 'Grace Hopper', relation: 'Sister', isd_code: '+44', mobile: '7700900124' }],
      allergies: `Shares a lunch box with ${me.full_name.toLowerCase()}`,
      conditions: '',
      medication: `Ask ${me.email.toUpperCase()}`,
      consents: { photos: true, travel: true, treatment: true },
    };
    expect((await t.api('PUT', 'profile/care', care, { token: parent.token })).statusCode).toBe(200);
    const text = { text: `Pick up ${me.full_name.toUpperCase()} at 6pm` };
    expect(
      (await t.api('POST', `subscribers/${friend.publicId}/text`, text, { token: admin.token })).statusCode,
    ).toBe(200);
    // An invoice naming them, paid with a note naming them, each call with an Idempotency-Key.
    const money = (step: string) => ({
      token: admin.token,
      headers: { 'idempotency-key': `erase-${step}-${me.publicId}` },
    });
    const issued = await t.api(
      'POST',
      'payment/invoices',
      {
        subscriberID: me.publicId,
        lines: [{ kind: 'item', description: `Kit for ${me.full_name}`, quantity: 1, unitMinor: 3000 }],
        dueOn: '2030-01-01',
      },
      money('issue'),
    );
    const { number } = issued.json<{ invoice: { number: string } }>().invoice;
    const paid = { method: 'cash', amountMinor: 3000, paidOn: '2026-01-01', note: `From ${me.full_name}` };
    expect((await t.api('POST', `payment/invoices/${number}/payments`, paid, money('pay'))).statusCode).toBe(
      200,
    );
    // Their data is all over the database before.
    const before = await everyValue(t);
    for (const value of personalValues(me)) expect(before.some((v) => v.text.includes(value))).toBe(true);
    const shouted = me.full_name.toUpperCase();
    expect(before.filter((v) => v.text.includes(shouted)).map((v) => v.table)).toEqual(
      expect.arrayContaining(['messages', 'sms_outbox']),
    );

    // The key figures' rollup keeps the days they were active.
    const activeDays = () =>
      t.db.selectFrom('kpi_active_days').selectAll().where('user_id', '=', me.userId).execute();
    await t.db.insertInto('kpi_active_days').values({ user_id: me.userId, day: '2026-01-01' }).execute();
    expect(await activeDays()).toHaveLength(1);
    const { request } = (await ask(me)).json<DeletionRequestResponse>();
    expect((await decide(request.requestID, { decision: 'confirm' })).statusCode).toBe(200);
    expect(await activeDays()).toEqual([]);

    for (const { table, text } of await everyValue(t)) {
      for (const value of personalValues(me)) {
        expect(text.toLowerCase(), `${table} holds ${value}`).not.toContain(value.toLowerCase());
      }
    }
    // The other people's words stay, the person's name replaced by the pseudonym.
    const said = await t.db
      .selectFrom('messages')
      .select('body')
      .where('from_user_id', '=', friend.userId)
      .where('to_user_id', '=', parent.userId)
      .executeTakeFirstOrThrow();
    expect(said.body).toMatch(/^Say hi to deleted-[0-9a-f]{12} \(deleted-[0-9a-f]{12}\)$/);
    expect(await isStored(t, picture)).toBe(false);
    // They are signed out everywhere and cannot sign in again, by user name or number.
    expect((await t.api('GET', 'profile/deletion', undefined, { token: me.token })).statusCode).toBe(401);
    for (const username of [me.user_name, me.mobile_e164]) {
      expect((await t.api('POST', 'login', { username, password: 'not-used' })).statusCode).toBe(401);
    }
    // What the law makes the club keep stays, under the pseudonym: the request and the audit trail.
    const kept = await t.db
      .selectFrom('users')
      .select(['user_name', 'full_name'])
      .where('id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(kept.user_name).toMatch(/^deleted-[0-9a-f]{12}$/);
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'object_name'])
      .where('object_id', '=', me.publicId)
      .execute();
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['deletion-ask', 'deletion-confirm', 'data-export']),
    );
    expect(new Set(trail.map((e) => e.object_name))).toEqual(new Set([kept.user_name]));
    // The books keep the invoice and its payment, under the pseudonym.
    const books = await t.db
      .selectFrom('invoices')
      .innerJoin('invoice_payments', 'invoice_payments.invoice_id', 'invoices.id')
      .select(['invoices.subscriber_id', 'invoice_payments.amount_minor'])
      .where('invoices.number', '=', number)
      .execute();
    expect(books).toEqual([{ subscriber_id: me.userId, amount_minor: 3000 }]);
    // The friend's account is untouched, their conversation with the person gone.
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', friend.userId).execute(),
    ).toHaveLength(1);
    expect((await decide(request.requestID, { decision: 'confirm' })).json()).toMatchObject({
      code: 'ALREADY_DECIDED',
    });
  });

  it.skipIf(onPostgres)(
    'leaves no copy in the SQLite file once its log is checkpointed (secure_delete)',
    async () => {
      const me = await named(t);
      await liveALife(t, admin, me);
      const { request } = (await ask(me)).json<DeletionRequestResponse>();
      expect((await decide(request.requestID, { decision: 'confirm' })).statusCode).toBe(200);

      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(t.db);
      const file = path.join(t.config.dataDir, 'fieldhouse.db');
      const bytes = [file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f));
      expect(bytes[0]!.length).toBeGreaterThan(0);
      for (const value of personalValues(me)) {
        for (const b of bytes) {
          expect(b.includes(Buffer.from(value, 'utf8')), `the file holds ${value}`).toBe(false);
        }
      }
    },
  );
});

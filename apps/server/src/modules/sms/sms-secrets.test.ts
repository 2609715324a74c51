import { randomInt } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsOutboxResponse, StaffMember, SubscriberRecord } from '@fieldhouse/contract';
import { up as maskStoredTexts } from '../../db/migrations/20270113090000_sms_secrets_masked.ts';
import { roleIds } from '../../db/seed/base.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startFakeProvider } from '../../test/fake-sms-provider.ts';
import { lastSms, person, register } from '../../test/journeys.ts';

/*
 * A phone code or a staff invitation link is read by the person it was sent to, and nobody else:
 * an Admin who could read a Super Admin's invitation link could set that account's password.
 */

const STAFF_MENU = { menuID: '15' };

/** A log stream at info (every request) that a test reads. */
function readableLog() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  return { stream, text: () => lines.join('') };
}

const demoLog = readableLog();
let t: TestApp;
let boss: Awaited<ReturnType<typeof person>>;
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: demoLog.stream });
  boss = await person(t, 'superAdmin');
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

async function inviteSuperAdmin(app: TestApp, by: { token: string }) {
  const mobile = `7${String(randomInt(100_000_000, 999_999_999))}`;
  const res = await app.api(
    'POST',
    'staff',
    {
      fullName: 'Nadia Kern',
      isdCode: '+44',
      mobile,
      email: `nadia.${mobile}@club.example`,
      roleId: (await roleIds(app.db)).superAdmin,
    },
    { token: by.token, headers: STAFF_MENU },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { member } = res.json<{ member: StaffMember }>();
  return { member, to: `+44${mobile}` };
}

/** Everything an Admin can read about the texts to one person: the outbox, the record and its texts. */
async function whatAnAdminReads(subscriberId: string) {
  const outbox = await t.api('GET', 'sms/outbox?pageSize=100', undefined, { token: admin.token });
  expect(outbox.statusCode).toBe(200);
  const rec = await t.api('GET', `subscribers/${subscriberId}`, undefined, { token: admin.token });
  expect(rec.statusCode, rec.body).toBe(200);
  const texts = await t.api('GET', `subscribers/${subscriberId}/texts`, undefined, { token: admin.token });
  expect(texts.statusCode, texts.body).toBe(200);
  return {
    outbox: outbox.json<SmsOutboxResponse>().items,
    record: rec.json<SubscriberRecord>().texts,
    all: [outbox.body, rec.body, texts.body].join('\n'),
  };
}

describe('secrets in texts', () => {
  it('an Admin sees a Super Admin’s invitation link masked everywhere; the invitee still sets their password with it', async () => {
    const { member, to } = await inviteSuperAdmin(t, boss);
    const sent = await lastSms(t, to);
    const token = /\/auth\/invitation\/([\w-]+)/.exec(sent?.text ?? '')?.[1];
    expect(token, 'the invitee is texted the whole link').toBeTruthy();

    const seen = await whatAnAdminReads(member.subscriberID);
    expect(seen.all).not.toContain(token);
    const inOutbox = seen.outbox.find((m) => m.to === to);
    expect(inOutbox?.text).toContain(`${t.config.publicUrl}/auth/invitation/•••`);
    expect(seen.record[0]?.text).toContain('/auth/invitation/•••');
    // Nor does the stored row hold it: no reader, present or future, can show it.
    const rows = await t.db.selectFrom('sms_outbox').select('text').where('to_number', '=', to).execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    // The Admin cannot use what it saw; the invitee can use what they were sent.
    expect((await t.api('POST', 'invitation/•••', { password: 'admin horse battery' })).statusCode).not.toBe(
      200,
    );
    const set = await t.api('POST', `invitation/${token}`, { password: 'correct horse battery' });
    expect(set.statusCode, set.body).toBe(200);
    const login = await t.api('POST', 'login', {
      username: member.userName,
      password: 'correct horse battery',
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('an Admin sees a phone code masked in the outbox and the record; the code still verifies the phone', async () => {
    const a = await register(t);
    const to = `${a.body.isd_code}${a.body.mobile}`;
    expect((await t.api('POST', 'sendotp', {}, { token: a.token })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastSms(t, to))?.text ?? '')?.[1];
    expect(code).toBeTruthy();

    const seen = await whatAnAdminReads(a.subscriberID);
    expect(seen.all).not.toContain(code);
    expect(seen.outbox.find((m) => m.to === to)?.text).toMatch(/^•••••• is your /);
    expect(seen.record[0]?.text).toMatch(/^•••••• is your /);

    const ok = await t.api('POST', 'validateotp', { code }, { token: a.token });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('in demo mode the texts are shown whole on the server’s console only, never in the log', async () => {
    const { to } = await inviteSuperAdmin(t, boss);
    const token = /\/invitation\/([\w-]+)/.exec(t.texts.find((s) => s.to === to)?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(demoLog.text()).toContain('POST /api/v1/staff 200');
    expect(demoLog.text()).not.toContain(token);
  });
});

describe('secrets in texts, in production with a provider', () => {
  const log = readableLog();
  let p: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  beforeAll(async () => {
    provider = await startFakeProvider();
    p = await startTestApp(
      {
        APP_MODE: 'production',
        LOG_LEVEL: 'info',
        SMS_DRIVER: 'http',
        SMS_HTTP_URL: provider.url,
        SMS_HTTP_TOKEN: 'provider-secret',
      },
      { logStream: log.stream },
    );
  });
  afterAll(async () => {
    await p.close();
    await provider.close();
  });

  /** The words the provider was given for a number, once the `sms.send` job has handed them over. */
  async function delivered(to: string) {
    await expect.poll(() => provider.calls.some((c) => c.body.to === to), { timeout: 20_000 }).toBe(true);
    return String(provider.calls.find((c) => c.body.to === to)?.body.text);
  }

  it('the provider gets the link and the code; nothing of either is in the log', async () => {
    const { to: staffTo } = await inviteSuperAdmin(p, await person(p, 'superAdmin'));
    const a = await register(p);
    expect((await p.api('POST', 'sendotp', {}, { token: a.token })).statusCode).toBe(200);
    const token = /\/auth\/invitation\/([\w-]+)/.exec(await delivered(staffTo))?.[1];
    const code = /\b(\d{6})\b/.exec(await delivered(`+44${a.body.mobile}`))?.[1];
    expect(token && code).toBeTruthy();
    // The invitee opens the link: that request is logged too.
    expect((await p.api('GET', `invitation/${token}`)).statusCode).toBe(200);

    const text = log.text();
    expect(text).toContain('POST /api/v1/staff 200');
    expect(text).not.toContain(token);
    expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
    const stored = await p.db.selectFrom('sms_outbox').select('text').execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(code);
  });
});

describe('texts logged before masking', () => {
  it('are masked by the migration', async () => {
    const to = '+447700900555';
    const now = Date.now();
    const base = { user_id: null, to_number: to, driver: 'outbox', delivery_status: 'stored' as const };
    await t.db
      .insertInto('sms_outbox')
      .values([
        { ...base, kind: 'otp', text: '482913 is your code.', created_at: now, updated_at: now },
        {
          ...base,
          kind: 'invite',
          text: 'Set it: http://h/auth/invitation/Abc-123_x',
          created_at: now,
          updated_at: now,
        },
        { ...base, kind: 'notice', text: 'Training at 1800 on pitch 2', created_at: now, updated_at: now },
      ])
      .execute();
    await maskStoredTexts(t.db as unknown as Kysely<unknown>);
    const rows = await t.db
      .selectFrom('sms_outbox')
      .select('text')
      .where('to_number', '=', to)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.text)).toEqual([
      '•••••• is your code.',
      'Set it: http://h/auth/invitation/•••',
      'Training at 1800 on pitch 2',
    ]);
  });
});

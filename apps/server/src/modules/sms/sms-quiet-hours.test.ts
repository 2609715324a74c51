import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrganisationSettings, SmsSendResponse } from '@fieldhouse/contract';
import { startTestApp, waitForJobRow, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { sendText, smsLog, smsRowsOf } from '../../test/sms.ts';
import { SMS_RELEASE_JOB } from './send.service.ts';

/* Quiet hours (21:00–07:00 in the organisation's zone): staff's texts wait for the morning; codes do not. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
// A summer evening in London (UTC+1): 22:30 there.
const EVENING = Date.parse('2026-06-01T21:30:00Z');
const MORNING = Date.parse('2026-06-02T06:00:00Z');
const at = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};

beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_MINUTES: String(24 * 60), SESSION_ABSOLUTE_HOURS: '72' });
  at(EVENING);
  admin = await person(t, 'admin');
  const boss = await person(t, 'superAdmin');
  const current = (await t.api('GET', 'settings', undefined, { token: boss.token })).json<{
    settings: OrganisationSettings;
  }>().settings;
  const { logo: _l, confirmed: _c, updatedAt: _u, ...input } = current;
  const res = await t.api(
    'PUT',
    'settings',
    { ...input, timeZone: 'Europe/London', quietHours: { from: '21:00', to: '07:00' } },
    { token: boss.token },
  );
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const releaseJobFor = async (smsId: number) =>
  (await t.db.selectFrom('jobs').selectAll().where('kind', '=', SMS_RELEASE_JOB).execute()).find(
    (r) => (JSON.parse(String(r.payload)) as { smsId?: number } | null)?.smsId === smsId,
  );

describe('quiet hours', () => {
  it('hold a staff text until 07:00, shown so in the log; a job sends it then', async () => {
    at(EVENING);
    const sub = await person(t, 'subscriber');
    const res = await sendText(t, admin.token, sub.publicId, 'Pitch closed tomorrow');
    expect(res.statusCode, res.body).toBe(200);
    const { sms } = res.json<SmsSendResponse>();
    expect(sms).toMatchObject({ deliveryStatus: 'held', heldUntil: new Date(MORNING).toISOString() });
    const log = await smsLog(t, admin.token, { status: 'held' });
    expect(log.items.find((i) => i.id === sms.id)).toMatchObject({
      heldUntil: new Date(MORNING).toISOString(),
    });

    const job = await releaseJobFor(sms.id);
    expect(job).toBeDefined();
    vi.setSystemTime(MORNING + 1_000);
    await waitForJobRow(t.db, job!.id, ['completed']);
    expect((await smsRowsOf(t, sub.userId))[0]).toMatchObject({ delivery_status: 'stored' });
  });

  it('skip a held text whose recipient opted out before the morning', async () => {
    at(EVENING + 24 * 3_600_000);
    const [sub, staff] = [await person(t, 'subscriber'), await person(t, 'admin')];
    const { sms } = (await sendText(t, staff.token, sub.publicId, 'Late notice')).json<SmsSendResponse>();
    expect(sms.deliveryStatus).toBe('held');
    await t.api('PUT', 'sms/opt-out', { optedOut: true }, { token: sub.token });
    const job = await releaseJobFor(sms.id);
    vi.setSystemTime(MORNING + 24 * 3_600_000 + 1_000);
    await waitForJobRow(t.db, job!.id, ['completed']);
    expect((await smsRowsOf(t, sub.userId))[0]).toMatchObject({
      delivery_status: 'skipped',
      error: 'SMS_OPTED_OUT',
    });
  });

  it('let phone codes through at once', async () => {
    at(EVENING + 2 * 24 * 3_600_000);
    const sub = await person(t, 'subscriber');
    await t.db.updateTable('users').set({ status: 2 }).where('id', '=', sub.userId).execute();
    expect((await t.api('POST', 'sendotp', {}, { token: sub.token })).statusCode).toBe(200);
    expect((await smsRowsOf(t, sub.userId)).at(-1)).toMatchObject({ kind: 'otp', delivery_status: 'stored' });
  });

  it('let staff texts through at once outside them', async () => {
    at(MORNING + 3 * 3_600_000);
    const [sub, staff] = [await person(t, 'subscriber'), await person(t, 'admin')];
    const { sms } = (await sendText(t, staff.token, sub.publicId, 'Morning')).json<SmsSendResponse>();
    expect(sms).toMatchObject({ deliveryStatus: 'stored', heldUntil: null });
  });
});

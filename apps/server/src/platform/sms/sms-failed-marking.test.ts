import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSendResponse } from '@fieldhouse/contract';
import { startFakeProvider } from '../../test/fake-sms-provider.ts';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { sendText, smsLog } from '../../test/sms.ts';
import { JOB_FAILURES } from '../jobs/runner.ts';
import { SMS_SEND_JOB } from './sms-send.job.ts';

/*
 * A text whose job gives up is marked failed in the SMS log in the same transaction as the job's
 * end. Here the marking cannot be written (a trigger refuses it, as a process dying at that moment
 * would leave it): the job must not end failed behind a text still `queued`; once the marking can
 * be written, the job's lapsed lease brings the job and the text to `failed` together, with its reason.
 */
const LEASE_MS = 1_500;
const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));

let t: TestApp;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;

beforeAll(async () => {
  provider = await startFakeProvider();
  t = await startTestApp(
    { SMS_DRIVER: 'http', SMS_HTTP_URL: provider.url, SMS_HTTP_TOKEN: 'provider-secret', LOG_LEVEL: 'error' },
    { jobs: { leaseMs: LEASE_MS }, logStream },
  );
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The marking of a text as failed cannot be written until `allow` is called. */
async function refuseFailedMarking() {
  if (onPostgres) {
    await sql`create function sms_marking_dies() returns trigger language plpgsql as $$
      begin raise exception 'the process died before the text was marked'; end $$`.execute(t.db);
    await sql`create trigger sms_marking_dies before update on sms_outbox for each row
      when (new.delivery_status = 'failed') execute function sms_marking_dies()`.execute(t.db);
  } else {
    await sql`create trigger sms_marking_dies before update on sms_outbox
      when new.delivery_status = 'failed'
      begin select raise(abort, 'the process died before the text was marked'); end`.execute(t.db);
  }
  return async () => {
    await sql`drop trigger sms_marking_dies ${sql.raw(onPostgres ? 'on sms_outbox' : '')}`.execute(t.db);
    if (onPostgres) await sql`drop function sms_marking_dies()`.execute(t.db);
  };
}

const untilLogged = async (words: RegExp) => {
  for (let i = 0; i < 600 && !lines.some((l) => words.test(l)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return lines.find((l) => words.test(l));
};

describe('a text whose job fails for good', () => {
  it('never stays queued behind a failed job: both end failed together, with the reason', async () => {
    const [admin, sub] = [await person(t, 'admin'), await person(t, 'subscriber')];
    // Every try answered 503: the fourth is the job's last.
    provider.answer([{ status: 503 }]);
    const allow = await refuseFailedMarking();

    const res = await sendText(t, admin.token, sub.publicId, 'Your kit is ready');
    expect(res.statusCode, res.body).toBe(200);
    const { sms } = res.json<SmsSendResponse>();
    const queued = await t.latestJob(SMS_SEND_JOB, admin.userId);
    const id = queued?.id ?? '';

    // The job's end could not be written with the marking (before, it was, and the marking was lost).
    expect(await untilLogged(/a try broke|recording a failed job went wrong/)).toBeDefined();
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const line = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('id', '=', sms.id)
      .executeTakeFirstOrThrow();
    expect(line.delivery_status).toBe('queued');
    expect(job).toMatchObject({ state: 'running', attempts: 4 });
    expect(provider.calls).toHaveLength(4);

    // Writable again: after its lease the job is failed again, the text with it.
    await allow();
    const ended = await t.waitForJob(id);
    expect(ended).toMatchObject({ state: 'failed', error: JOB_FAILURES.lost });
    const item = (await smsLog(t, admin.token, { limit: 100 })).items.find((i) => i.id === sms.id);
    expect(item).toMatchObject({ deliveryStatus: 'failed', error: JOB_FAILURES.lost });
    // The provider was not asked again: the tries were over, only the job's end was left to write.
    expect(provider.calls).toHaveLength(4);
  });
});

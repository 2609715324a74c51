import type { BulkTextRequest, BulkTextStarted, SmsTemplate } from '@fieldhouse/contract';
import type { TestApp } from './harness.ts';

/** Factories for bulk texts' tests. */

export const startText = (t: TestApp, token: string, body: BulkTextRequest) =>
  t.api('POST', 'bulk/text', body, { token });

/** Starts a bulk text and waits for its job to end; answers the job's id. */
export async function textDone(t: TestApp, token: string, body: BulkTextRequest) {
  const res = await startText(t, token, body);
  if (res.statusCode !== 200) throw new Error(`bulk text failed: ${res.body}`);
  const { jobId } = res.json<BulkTextStarted>();
  await t.waitForJob(jobId);
  return jobId;
}

export async function template(t: TestApp, token: string, textEn: string, textAr: string) {
  const res = await t.api('POST', 'sms/templates', { name: `T ${Date.now()}`, textEn, textAr }, { token });
  if (res.statusCode !== 200) throw new Error(`template failed: ${res.body}`);
  return res.json<{ template: SmsTemplate }>().template;
}

/** The texts logged to each of these accounts, by account. */
export async function textsTo(t: TestApp, userIds: readonly number[]) {
  const rows = await t.db
    .selectFrom('sms_outbox')
    .select(['user_id', 'delivery_status', 'text', 'error'])
    .where('user_id', 'in', [...userIds])
    .orderBy('id')
    .execute();
  return userIds.map((id) => rows.filter((row) => row.user_id === id));
}

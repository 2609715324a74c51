import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkTextReport, BulkTextStarted } from '@fieldhouse/contract';
import { roleIds } from '../../db/seed/base.ts';
import { directAccounts } from '../../test/bulk.ts';
import { startText } from '../../test/bulk-text.ts';
import { onPostgres, startTestApp, waitForJobRow, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

// One person a transaction (BULK_TEXT_BATCH=1), and enough people that the send is still at work
// when it is cancelled: PostgreSQL's round trips make each slower, so fewer do.
const PEOPLE = onPostgres ? 400 : 1_500;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BULK_TEXT_BATCH: '1' });
});
afterAll(() => t.close());

describe('a bulk text cancelled halfway', () => {
  it(
    'stops between batches: those reached have one text each, the rest none',
    { timeout: 120_000 },
    async () => {
      const admin = await person(t, 'admin');
      const word = `cancel${randomUUID()
        .replace(/[^a-f]/g, '')
        .slice(0, 8)}`;
      const people = await directAccounts(t.db, (await roleIds(t.db)).subscriber, PEOPLE, word);
      const res = await startText(t, admin.token, {
        target: { by: 'filter', filter: { q: word } },
        message: { kind: 'text', text: 'Training is off tonight' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { jobId, count } = res.json<BulkTextStarted>();
      expect(count).toBe(PEOPLE);
      await waitForJobRow(t.db, jobId, ['running'], (row) => row.done >= 20);
      const cancel = await t.api('POST', `jobs/${jobId}/cancel`, undefined, { token: admin.token });
      expect(cancel.json()).toMatchObject({ state: 'cancelled' });
      const end = await t.waitForJob(jobId);
      expect(end.state).toBe('cancelled');
      expect(end.done).toBeLessThan(PEOPLE);

      const ids = people.map((p) => p.id);
      const texts = await t.db
        .selectFrom('sms_outbox')
        .select('user_id')
        .where('user_id', 'in', ids)
        .execute();
      const texted = new Set(texts.map((row) => row.user_id));
      expect(texted.size).toBe(texts.length);
      expect(texts.length).toBe(end.done);
      const report = (
        await t.api('GET', `bulk/text/${jobId}/report`, undefined, { token: admin.token })
      ).json<BulkTextReport>();
      expect(report).toMatchObject({ total: PEOPLE, sent: end.done, skipped: 0, failed: 0 });
    },
  );
});

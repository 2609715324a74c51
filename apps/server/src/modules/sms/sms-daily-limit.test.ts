import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TEXTS_PER_PERSON_PER_DAY } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { sendText, smsRowsOf } from '../../test/sms.ts';

/* Staff texts to one person stop at the daily limit, however many arrive at once and from whom. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIMIT = STAFF_TEXTS_PER_PERSON_PER_DAY;

const textsAudited = (publicId: string) =>
  t.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'subscriber-text')
    .where('object_id', '=', publicId)
    .execute();

describe('the daily limit on staff texts to one person', () => {
  it(`lets exactly ${LIMIT} of ${LIMIT + 4} sends fired at once by two staff members through, the rest 429 RATE_LIMITED`, async () => {
    const [one, two] = [await person(t, 'admin'), await person(t, 'admin')];
    const sub = await person(t, 'subscriber');

    const answers = await Promise.all(
      Array.from({ length: LIMIT + 4 }, (_, i) =>
        sendText(t, (i % 2 ? one : two).token, sub.publicId, `Pitch news ${i}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(429);
      expect(r.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Only the sends let through were texted and audited.
    expect((await smsRowsOf(t, sub.userId)).filter((r) => r.kind === 'staff')).toHaveLength(LIMIT);
    expect(await textsAudited(sub.publicId)).toHaveLength(LIMIT);

    // The person's record counts towards the same limit: no way round it there either.
    const fromRecord = await t.api(
      'POST',
      `subscribers/${sub.publicId}/text`,
      { text: 'One more' },
      { token: one.token },
    );
    expect(fromRecord.statusCode, fromRecord.body).toBe(429);
    expect((await smsRowsOf(t, sub.userId)).filter((r) => r.kind === 'staff')).toHaveLength(LIMIT);

    // Another person's count is their own.
    const other = await person(t, 'subscriber');
    expect((await sendText(t, one.token, other.publicId, 'Hello')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TEXTS_PER_PERSON_PER_DAY } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { recordCalls } from '../../test/record-calls.ts';
import { person } from '../../test/journeys.ts';

/* Staff correcting a subscriber's profile and texting them, from their record. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { record, post, edit, auditOf } = recordCalls(() => t);

describe('PATCH subscribers/{id}', () => {
  it('corrects the profile with the same rules, the date of birth included, and audits the fields', async () => {
    const admin = await person(t, 'admin');
    const target = await person(t, 'subscriber');
    const res = await edit(admin, target.publicId, {
      full_name: 'Corrected Name',
      date_of_birth: '2011-09-02',
      gender: 'female',
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await record(admin, target.publicId);
    expect(got.profile).toMatchObject({
      full_name: 'Corrected Name',
      date_of_birth: '2011-09-02',
      gender: 'female',
    });
    expect(await auditOf(target.publicId)).toEqual([
      expect.objectContaining({
        action: 'subscriber-edit',
        facts: JSON.stringify({
          fields: ['full_name', 'date_of_birth', 'gender'].map((f) => ({ key: `field.${f}`, name: f })),
        }),
      }),
    ]);
  });

  it('refuses a taken user name, an unknown sport and bad fields, and changes nothing', async () => {
    const admin = await person(t, 'admin');
    const target = await person(t, 'subscriber');
    const other = await person(t, 'subscriber');
    const otherName = (await record(admin, other.publicId)).profile.user_name;
    const taken = await edit(admin, target.publicId, {
      user_name: otherName.toUpperCase(),
      full_name: 'New Name',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldCodes).toEqual({ user_name: 'USER_NAME_TAKEN' });
    const sport = await edit(admin, target.publicId, { sport_id: 99_999 });
    expect(sport.statusCode).toBe(400);
    expect(sport.json().fieldCodes).toEqual({ sport_id: 'SPORT_UNKNOWN' });
    const bad = await edit(admin, target.publicId, { full_name: '<b>', mobile: '123' });
    expect(bad.statusCode).toBe(400);
    expect((await record(admin, target.publicId)).profile.full_name).not.toBe('New Name');
    expect(await auditOf(target.publicId)).toEqual([]);
  });
});

describe('POST subscribers/{id}/text', () => {
  it('texts their mobile, shows it on the record, and holds the daily limit under parallel sends', async () => {
    const admin = await person(t, 'admin');
    const target = await person(t, 'subscriber');
    const sends = await Promise.all(
      Array.from({ length: STAFF_TEXTS_PER_PERSON_PER_DAY + 2 }, (_, i) =>
        post(admin, target.publicId, 'text', { text: `Training moved to 6pm (${i})` }),
      ),
    );
    const codes = sends.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(STAFF_TEXTS_PER_PERSON_PER_DAY);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    const got = await record(admin, target.publicId);
    expect(got.texts).toHaveLength(STAFF_TEXTS_PER_PERSON_PER_DAY);
    expect(got.texts[0]).toMatchObject({ kind: 'staff', to: expect.stringMatching(/^\+44/) });
    expect(got.texts[0]!.text).toMatch(/^Fieldhouse: Training moved to 6pm/);
  });

  it('refuses an empty text with its field code', async () => {
    const admin = await person(t, 'admin');
    const target = await person(t, 'subscriber');
    const res = await post(admin, target.publicId, 'text', { text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toEqual({ text: 'TEXT_EMPTY' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitResponse } from '@fieldhouse/contract';
import { COUNTRIES, SPORTS } from '../../db/seed/lookups.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let sam: { token: string; subscriberID: string };
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.api('POST', 'login', { username: 'sam', password: 'Fieldhouse#2026' });
  sam = res.json();
});
afterAll(() => t.close());

const profile = (body: unknown, token = sam.token) =>
  t.api('POST', 'subscriber/profile/', body, { token, headers: { menuID: '6' } });

describe('POST subscriber/profile/', () => {
  it("answers the caller's own profile", async () => {
    const res = await profile({ subscriberID: sam.subscriberID });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: '200',
      profile: {
        subscriberID: sam.subscriberID,
        subscriberSeqID: await t.userId('sam'),
        full_name: 'Sam Okafor',
        user_name: 'sam',
        isd_code: '+44',
        mobile: '7700900003',
        email: 'sam@fieldhouse.example',
        date_of_birth: '1982-01-20',
        gender: 'undisclosed',
        sport: expect.any(String),
        role: 'Subscriber',
        user_status: 1,
        profile_image: '',
        member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      },
    });
  });

  it('answers the same without the trailing slash', async () => {
    const res = await t.api(
      'POST',
      'subscriber/profile',
      { subscriberID: sam.subscriberID },
      { token: sam.token },
    );
    expect(res.statusCode).toBe(200);
  });

  it('lets a child awaiting approval see her own profile', async () => {
    const mia = (await t.api('POST', 'login', { username: 'mia', password: 'Fieldhouse#2026' })).json();
    const res = await profile({ subscriberID: mia.subscriberID }, mia.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ user_name: 'mia', user_status: 7 });
  });

  it("refuses someone else's profile without showing any of it", async () => {
    const coach = await t.db
      .selectFrom('users')
      .select('public_id')
      .where('user_name', '=', 'coach')
      .executeTakeFirstOrThrow();
    const res = await profile({ subscriberID: coach.public_id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: '403', code: 'FORBIDDEN' });
    expect(res.body).not.toContain('Casey');
    expect(res.json()).not.toHaveProperty('profile');
  });

  it.each([
    ['<script>alert(1)</script>'],
    ["' OR 1=1 --"],
    ["sam' UNION SELECT password_hash FROM users --"],
  ])('refuses the subscriberID %s and leaks nothing', async (subscriberID) => {
    const res = await profile({ subscriberID });
    expect([400, 403]).toContain(res.statusCode);
    expect(res.json()).not.toHaveProperty('profile');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toMatch(/\$argon2|Okafor|sql|select/i);
  });

  it.each([
    [{}, 'subscriberID'],
    [{ subscriberID: '' }, 'subscriberID'],
    [{ subscriberID: 'x'.repeat(65) }, 'subscriberID'],
    [{ subscriberID: 123 }, 'subscriberID'],
    [{ subscriberID: 'a', extra: true }, 'extra'],
  ])('refuses %j naming the field', async (body, field) => {
    const res = await profile(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.api('POST', 'subscriber/profile/', { subscriberID: sam.subscriberID });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST subscriber/init/', () => {
  it('answers the lookup lists without a token', async () => {
    const res = await t.api('POST', 'subscriber/init/', { data: 'x' });
    expect(res.statusCode).toBe(200);
    const body = res.json<InitResponse>();
    expect(body.status).toBe('200');
    expect(body.sports.map((s) => s.name)).toEqual([...SPORTS]);
    expect(body.countries).toHaveLength(COUNTRIES.length);
    expect(body.countries).toContainEqual(
      expect.objectContaining({ name: 'United Kingdom', iso2: 'GB', isd_code: '+44' }),
    );
    expect(body.genders.map((g) => g.value)).toEqual(['female', 'male', 'other', 'undisclosed']);
  });

  it('answers without any body too', async () => {
    expect((await t.api('POST', 'subscriber/init')).statusCode).toBe(200);
  });

  it('is not blocked by a stale token left in the browser', async () => {
    const res = await t.api('POST', 'subscriber/init/', { data: 'x' }, { token: 'expired-or-made-up' });
    expect(res.statusCode).toBe(200);
  });
});

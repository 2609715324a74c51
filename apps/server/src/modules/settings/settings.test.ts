import type { OrganisationSettings, OrganisationSettingsInput } from '@fieldhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startProcess, stopProcesses } from '../../test/app-process.ts';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { person, registerVerified, snapshot } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';
import { image, isStored, multipart } from '../../test/pictures.ts';

let t: TestApp;
let superAdmin: { token: string };
beforeAll(async () => {
  // Only what production seeds: a new install, its settings not yet saved.
  t = await startTestApp(
    { AGE_OF_CONSENT: '16', TIME_ZONE: 'Europe/London', QUIET_HOURS: '22:30-06:15' },
    { seed: 'base' },
  );
  superAdmin = await person(t, 'superAdmin');
});
afterAll(() => t.close());

const settingsOf = (token: string) => t.api('GET', 'settings', undefined, { token });
const save = (token: string, body: OrganisationSettingsInput) => t.api('PUT', 'settings', body, { token });
const stored = async () =>
  (await settingsOf(superAdmin.token)).json<{ settings: OrganisationSettings }>().settings;

const club = (changes: Partial<OrganisationSettingsInput> = {}): OrganisationSettingsInput => ({
  name: 'Northbridge Juniors',
  timeZone: 'Asia/Dubai',
  language: 'ar',
  currency: 'AED',
  address: '12 Harbour Road, Dubai',
  taxNumber: 'TRN 100200300',
  ageOfConsent: 16,
  reviewRegistrations: true,
  safeguarding: { guardianApproval: true, guardiansInChat: true, parentsOnlyUnder13: true, quietHours: true },
  quietHours: { from: '21:00', to: '07:00' },
  ...changes,
});

describe('the organisation settings', () => {
  it('are read by any signed-in person, the install’s configuration until first saved', async () => {
    const subscriber = await person(t, 'subscriber');
    const res = await settingsOf(subscriber.token);
    expect(res.statusCode).toBe(200);
    const { settings } = res.json<{ settings: OrganisationSettings }>();
    expect(settings).toMatchObject({
      timeZone: 'Europe/London',
      ageOfConsent: 16,
      quietHours: { from: '22:30', to: '06:15' },
      logo: null,
      confirmed: false,
    });
    expect(settings.safeguarding).toEqual({
      guardianApproval: true,
      guardiansInChat: true,
      parentsOnlyUnder13: true,
      quietHours: true,
    });
    expect((await t.api('GET', 'settings')).statusCode).toBe(401);
  });

  it('are set by the Super Admin, confirmed, and audited with what changed', async () => {
    const res = await save(superAdmin.token, club());
    expect(res.statusCode).toBe(200);
    expect(res.json<{ settings: OrganisationSettings }>().settings).toMatchObject({
      ...club(),
      confirmed: true,
    });
    expect(await stored()).toMatchObject(club());

    const again = await save(superAdmin.token, club({ name: 'Northbridge Sports Club', ageOfConsent: 18 }));
    expect(again.statusCode).toBe(200);
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'facts'])
      .where('action', '=', 'settings-edit')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const fields = (JSON.parse(entry.facts!) as { fields: { key: string }[] }).fields.map((f) => f.key);
    expect(fields).toEqual(['setting.name', 'setting.ageOfConsent']);
  });

  it('are refused to an Admin, and nothing changes', async () => {
    await save(superAdmin.token, club({ name: 'Before' }));
    const admin = await person(t, 'admin');
    const before = await snapshot(t);
    const res = await save(admin.token, club({ name: 'An Admin’s club' }));
    expect(res.statusCode).toBe(403);
    expect((await stored()).name).toBe('Before');
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuse what is not valid, each field with its code, and keep what was', async () => {
    await save(superAdmin.token, club({ name: 'Kept' }));
    const res = await save(superAdmin.token, {
      ...club({ name: ' ', timeZone: 'Mars/Olympus', currency: 'XYZ', ageOfConsent: 9 }),
      quietHours: { from: '25:00', to: '07:00' },
    });
    expect(res.statusCode).toBe(400);
    const { code, fieldCodes } = res.json<{ code: string; fieldCodes: Record<string, string> }>();
    expect(code).toBe('VALIDATION_FAILED');
    expect(fieldCodes).toMatchObject({
      name: 'MISSING',
      timeZone: 'TIME_ZONE_UNKNOWN',
      currency: 'CURRENCY_UNKNOWN',
      ageOfConsent: 'OUT_OF_RANGE',
      'quietHours.from': 'TIME_FORMAT',
    });
    expect((await stored()).name).toBe('Kept');
  });

  it('decide who is a minor: the age of consent applies to the next sign-up at once', async () => {
    const born17YearsAgo = `${new Date().getUTCFullYear() - 17}-01-01`;
    await save(superAdmin.token, club({ ageOfConsent: 16 }));
    const adult = await registerVerified(t, { date_of_birth: born17YearsAgo });
    await save(superAdmin.token, club({ ageOfConsent: 18 }));
    const minor = await registerVerified(t, { date_of_birth: born17YearsAgo });
    const statusOf = async (userId: number) =>
      (await t.db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirstOrThrow())
        .status;
    expect(await statusOf(adult.userId)).toBe(3); // waits for staff review
    expect(await statusOf(minor.userId)).toBe(7); // waits for a parent
  });

  it('give the language a person reads in until they choose their own', async () => {
    await save(superAdmin.token, club({ language: 'ar' }));
    const newcomer = await person(t, 'subscriber');
    const chosen = await person(t, 'subscriber');
    const read = async (token: string) =>
      (await t.api('GET', 'preferences', undefined, { token })).json<{ preferences: { language: string } }>()
        .preferences.language;
    expect(await read(newcomer.token)).toBe('ar');
    const mine = (await t.api('GET', 'preferences', undefined, { token: chosen.token })).json<{
      preferences: Record<string, unknown>;
    }>().preferences;
    await t.api('PUT', 'preferences', { ...mine, language: 'en' }, { token: chosen.token });
    expect(await read(chosen.token)).toBe('en');
  });

  it('tell every open console when they change', async () => {
    const subscriber = await person(t, 'subscriber');
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const tab = await openSignedInLive(baseUrl, subscriber.token);
    try {
      await save(superAdmin.token, club({ name: 'Live club' }));
      await tab.next('settings');
    } finally {
      tab.close();
    }
  });

  it('hold when two saves arrive at once: one wins whole, each is audited', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'settings-edit')
      .execute();
    const [a, b] = await Promise.all([
      save(superAdmin.token, club({ name: 'Saved A', currency: 'GBP' })),
      save(superAdmin.token, club({ name: 'Saved B', currency: 'USD' })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const now = await stored();
    expect([
      ['Saved A', 'GBP'],
      ['Saved B', 'USD'],
    ]).toContainEqual([now.name, now.currency]);
    const after = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'settings-edit')
      .execute();
    expect(after.length - before.length).toBe(2);
  });
});

describe('the organisation logo', () => {
  const upload = async (token: string) => {
    const body = multipart(await image('png', 800, 200), 'logo.png');
    return t.api('POST', 'settings/logo', body.payload, { token, headers: { 'content-type': body.type } });
  };

  it('is uploaded by the Super Admin, kept in shape, replaced and removed with its file', async () => {
    const first = await upload(superAdmin.token);
    expect(first.statusCode).toBe(200);
    const { logo } = first.json<{ logo: string }>();
    expect(logo).toMatch(/^logos\/[0-9a-f]{32}\.webp$/);
    expect(await isStored(t, logo)).toBe(true);
    expect((await stored()).logo).toBe(logo);

    const second = (await upload(superAdmin.token)).json<{ logo: string }>().logo;
    expect(await isStored(t, logo)).toBe(false);
    expect((await t.api('DELETE', 'settings/logo', undefined, { token: superAdmin.token })).statusCode).toBe(
      200,
    );
    expect(await isStored(t, second)).toBe(false);
    expect((await stored()).logo).toBeNull();
  });

  it('is refused to anyone else', async () => {
    const coach = await person(t, 'coach');
    expect((await upload(coach.token)).statusCode).toBe(403);
    expect((await t.api('DELETE', 'settings/logo', undefined, { token: coach.token })).statusCode).toBe(403);
  });
});

describe.skipIf(!onPostgres)('the organisation settings across two app processes on one PostgreSQL', () => {
  it('a save through one process is what the other reads next', async () => {
    const [one, two] = await Promise.all([startProcess(t), startProcess(t)]);
    try {
      const nameOn = async (url: string) =>
        (
          (await call(url, 'GET', 'settings', undefined, superAdmin.token)).json
            .settings as OrganisationSettings
        ).name;
      await save(superAdmin.token, club({ name: 'Before the other process saves' }));
      expect(await nameOn(two.url)).toBe('Before the other process saves'); // its copy is now warm
      const saved = await call(
        one.url,
        'PUT',
        'settings',
        club({ name: 'Saved through one' }),
        superAdmin.token,
      );
      expect(saved.status).toBe(200);
      await expect.poll(() => nameOn(two.url)).toBe('Saved through one');
    } finally {
      await stopProcesses([one, two]);
    }
  }, 60_000);
});

describe('the demo club', () => {
  it('has its settings confirmed, the rest following the install’s configuration', async () => {
    const demo = await startTestApp({ TIME_ZONE: 'Asia/Dubai', AGE_OF_CONSENT: '17' });
    try {
      const res = await demo.api('GET', 'settings', undefined, { token: await demo.signIn('sam') });
      expect(res.json<{ settings: OrganisationSettings }>().settings).toMatchObject({
        name: 'Riverside Sports Club',
        currency: 'GBP',
        confirmed: true,
        timeZone: 'Asia/Dubai',
        ageOfConsent: 17,
      });
    } finally {
      await demo.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_KINDS, type InitResponse, type MasterEntry, type SeededRole } from '@fieldhouse/contract';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { person } from '../../test/journeys.ts';

let { t, boss } = {} as BossBed;
const MENU = { menuID: '16' };

beforeAll(async () => ({ t, boss } = await bossBed()));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, token = boss.token) =>
  t.api(method, url, body, { token, headers: MENU });
/** A name no other test uses. */
const unique = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

async function make<T>(kind: string, body: Record<string, unknown>) {
  const res = await call('POST', `master/${kind}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entry: T & { id: number; name: string } }>().entry;
}
const season = (fields: Record<string, unknown> = {}) =>
  make<MasterEntry<'seasons'>>('seasons', {
    name: unique('Season'),
    startsOn: '2027-09-01',
    endsOn: '2028-06-30',
    current: false,
    ...fields,
  });
const ageCategory = () =>
  make<MasterEntry<'age-categories'>>('age-categories', {
    name: unique('Under 12'),
    minAge: null,
    underAge: 12,
    cutoffMonth: 9,
    cutoffDay: 1,
  });
const sport = () => make<MasterEntry<'sports'>>('sports', { name: unique('Sport') });
async function team(fields: Record<string, unknown> = {}) {
  const [s, a, se] = await Promise.all([sport(), ageCategory(), season()]);
  return make<MasterEntry<'teams'>>('teams', {
    name: unique('Team'),
    sportId: s.id,
    ageCategoryId: a.id,
    seasonId: se.id,
    coaches: [],
    ...fields,
  });
}

describe('master data', () => {
  it('answers every kind to the roles that hold its grants, and refuses the others', async () => {
    const staff = Object.fromEntries(
      await Promise.all(
        (['superAdmin', 'admin', 'coach', 'subscriber'] as SeededRole[]).map(
          async (role) => [role, (await person(t, role)).token] as const,
        ),
      ),
    ) as Record<SeededRole, string>;
    const may = { superAdmin: [200, 200], admin: [200, 200], coach: [200, 403], subscriber: [403, 403] };
    for (const kind of MASTER_KINDS) {
      for (const [role, [view, edit]] of Object.entries(may) as [SeededRole, number[]][]) {
        expect(
          (await call('GET', `master/${kind}`, undefined, staff[role])).statusCode,
          `${role} ${kind}`,
        ).toBe(view);
        // An empty body: a role that may edit is told what is missing, one that may not is refused first.
        const created = await call('POST', `master/${kind}`, {}, staff[role]);
        expect(created.statusCode, `${role} ${kind}`).toBe(edit === 200 ? 400 : 403);
        expect((await call('PATCH', `master/${kind}/999999`, {}, staff[role])).statusCode).toBe(
          edit === 200 ? 404 : 403,
        );
        expect((await call('DELETE', `master/${kind}/999999`, undefined, staff[role])).statusCode).toBe(
          edit === 200 ? 404 : 403,
        );
      }
    }
    expect((await t.api('GET', 'master/sports')).statusCode).toBe(401);
  });

  it('makes, renames and lists venues by name a page at a time, with search; a name is taken in any case', async () => {
    const stem = unique('Arena');
    for (const suffix of ['C', 'A', 'B']) {
      await make('venues', { name: `${stem} ${suffix}`, address: '1 High Street, Leeds', capacity: 500 });
    }
    const first = await call('GET', `master/venues?q=${encodeURIComponent(stem.toUpperCase())}&limit=2`);
    const page1 = first.json<{ items: MasterEntry<'venues'>[]; nextCursor: string }>();
    expect(page1.items.map((v) => v.name)).toEqual([`${stem} A`, `${stem} B`]);
    expect(page1.items[0]).toMatchObject({
      address: '1 High Street, Leeds',
      capacity: 500,
      archived: false,
      usage: [],
    });
    const page2 = (
      await call('GET', `master/venues?q=${encodeURIComponent(stem)}&limit=2&cursor=${page1.nextCursor}`)
    ).json<{
      items: MasterEntry<'venues'>[];
      nextCursor: string | null;
    }>();
    expect(page2).toMatchObject({ items: [{ name: `${stem} C` }], nextCursor: null });

    const taken = await call('POST', 'master/venues', {
      name: `${stem} a`.toUpperCase(),
      address: 'Somewhere 12',
      capacity: 1,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ fieldCodes: { name: 'MASTER_NAME_TAKEN' } });

    const renamed = await call('PATCH', `master/venues/${page1.items[0]!.id}`, {
      name: `${stem} Z`,
      capacity: 750,
    });
    expect(renamed.json()).toMatchObject({ entry: { name: `${stem} Z`, capacity: 750 } });
    expect((await call('GET', 'master/venues?cursor=nonsense')).statusCode).toBe(400);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'menu_id', 'object_type'])
      .where('object_id', '=', String(page1.items[0]!.id))
      .where('object_type', '=', 'venues')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['master-create', 'master-edit']);
    expect(audit.every((a) => a.menu_id === 16)).toBe(true);
  });

  it('archives a sport: forms stop offering it, who has it keeps it, and it cannot be deleted while used', async () => {
    const kept = await sport();
    const athlete = await person(t, 'subscriber');
    await t.db.updateTable('users').set({ sport_id: kept.id }).where('id', '=', athlete.userId).execute();
    const withTeam = await team({ sportId: kept.id });
    expect(withTeam.sport).toBe(kept.name);

    const refused = await call('DELETE', `master/sports/${kept.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: `${kept.name} is used by 1 subscriber and 1 team: archive it instead.`,
    });
    const listed = (await call('GET', `master/sports?q=${encodeURIComponent(kept.name)}`)).json<{
      items: MasterEntry<'sports'>[];
    }>();
    expect(listed.items[0]?.usage).toEqual([
      { place: 'subscribers', count: 1 },
      { place: 'teams', count: 1 },
    ]);

    const archived = await call('PATCH', `master/sports/${kept.id}`, { archived: true });
    expect(archived.json()).toMatchObject({ entry: { archived: true } });
    const init = (await t.api('POST', 'subscriber/init/', {})).json<InitResponse>();
    expect(init.sports.map((s) => s.id)).not.toContain(kept.id);
    expect((await call('GET', `master/sports?q=${encodeURIComponent(kept.name)}`)).json()).toMatchObject({
      items: [],
    });
    expect(
      (await call('GET', `master/sports?show=archived&q=${encodeURIComponent(kept.name)}`)).json(),
    ).toMatchObject({
      items: [{ id: kept.id }],
    });

    // Its athlete keeps it when saving the profile; a new choice of it is refused.
    const own = await t.api('POST', 'subscriber/edit', { sport_id: kept.id }, { token: athlete.token });
    expect(own.statusCode, own.body).toBe(200);
    const other = await person(t, 'subscriber');
    const chosen = await t.api('POST', 'subscriber/edit', { sport_id: kept.id }, { token: other.token });
    expect(chosen.json()).toMatchObject({ fieldCodes: { sport_id: 'SPORT_UNKNOWN' } });
    const newTeam = await call('POST', 'master/teams', {
      name: unique('Team'),
      sportId: kept.id,
      ageCategoryId: withTeam.ageCategoryId,
      seasonId: withTeam.seasonId,
      coaches: [],
    });
    expect(newTeam.json()).toMatchObject({ fieldCodes: { sportId: 'CHOICE_ARCHIVED' } });

    expect((await call('PATCH', `master/sports/${kept.id}`, { archived: false })).json()).toMatchObject({
      entry: { archived: false },
    });
  });

  it('deletes what nothing uses', async () => {
    const venue = await make<MasterEntry<'venues'>>('venues', {
      name: unique('Hall'),
      address: '2 Low Road',
      capacity: 40,
    });
    expect((await call('DELETE', `master/venues/${venue.id}`)).statusCode).toBe(200);
    expect((await call('PATCH', `master/venues/${venue.id}`, { capacity: 2 })).statusCode).toBe(404);
  });

  it('keeps one current season when several are made current at once', async () => {
    const seasons = await Promise.all([1, 2, 3, 4, 5].map(() => season()));
    const answers = await Promise.all(
      seasons.map((s) => call('PATCH', `master/seasons/${s.id}`, { current: true })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const current = await t.db.selectFrom('seasons').select('id').where('is_current', '=', 1).execute();
    expect(current).toHaveLength(1);
    const made = await season({ current: true });
    expect(made.current).toBe(true);
    const after = await t.db.selectFrom('seasons').select('id').where('is_current', '=', 1).execute();
    expect(after).toEqual([{ id: made.id }]);
  });

  it('checks each kind’s own rules, next to the field at fault', async () => {
    const problems = async (kind: string, body: Record<string, unknown>) =>
      (await call('POST', `master/${kind}`, { name: unique('X'), ...body })).json<{
        fieldCodes: Record<string, string>;
      }>().fieldCodes;
    expect(
      await problems('seasons', { startsOn: '2027-09-01', endsOn: '2027-08-01', current: false }),
    ).toEqual({
      endsOn: 'SEASON_ENDS_BEFORE_START',
    });
    expect(
      await problems('seasons', { startsOn: '2027-02-30', endsOn: '2027-08-01', current: false }),
    ).toEqual({
      startsOn: 'DATE_NOT_REAL',
    });
    const ages = { cutoffMonth: 9, cutoffDay: 1 };
    expect(await problems('age-categories', { minAge: null, underAge: null, ...ages })).toEqual({
      underAge: 'AGE_RANGE_EMPTY',
    });
    expect(await problems('age-categories', { minAge: 12, underAge: 10, ...ages })).toEqual({
      underAge: 'AGE_RANGE_BACKWARDS',
    });
    expect(
      await problems('age-categories', { minAge: 5, underAge: 10, cutoffMonth: 4, cutoffDay: 31 }),
    ).toEqual({
      cutoffDay: 'CUTOFF_DAY_NOT_REAL',
    });
    expect(await problems('plans', { priceMinor: 2500, currency: 'XYZ', period: 'month' })).toEqual({
      currency: 'CURRENCY_UNKNOWN',
    });
    expect(await problems('plans', { priceMinor: 12.5, currency: 'GBP', period: 'month' })).toMatchObject({
      priceMinor: expect.any(String),
    });
    expect(await problems('countries', { iso2: 'gb', isdCode: '+44' })).toEqual({
      iso2: 'COUNTRY_CODE_TAKEN',
    });

    const plan = await make<MasterEntry<'plans'>>('plans', {
      name: unique('Monthly'),
      priceMinor: 2500,
      currency: 'GBP',
      period: 'month',
    });
    expect(plan).toMatchObject({ priceMinor: 2500, currency: 'GBP', period: 'month' });
  });

  it('links a team to its coaches, who must be active staff; a team name is unique within its season', async () => {
    const coach = await person(t, 'coach');
    const athlete = await person(t, 'subscriber');
    const made = await team({ coaches: [coach.publicId] });
    expect(made.coaches).toEqual([
      { subscriberID: coach.publicId, fullName: expect.stringContaining('coach') },
    ]);

    const notStaff = await call('PATCH', `master/teams/${made.id}`, {
      coaches: [coach.publicId, athlete.publicId],
    });
    expect(notStaff.json()).toMatchObject({ fieldCodes: { coaches: 'COACH_NOT_STAFF' } });
    const again = await call('POST', 'master/teams', {
      name: made.name.toLowerCase(),
      sportId: made.sportId,
      ageCategoryId: made.ageCategoryId,
      seasonId: made.seasonId,
      coaches: [],
    });
    expect(again.json()).toMatchObject({ fieldCodes: { name: 'MASTER_NAME_TAKEN' } });
    // The same name in another season is another team.
    const next = await season();
    const nextYear = await call('POST', 'master/teams', {
      name: made.name,
      sportId: made.sportId,
      ageCategoryId: made.ageCategoryId,
      seasonId: next.id,
      coaches: [],
    });
    expect(nextYear.statusCode, nextYear.body).toBe(200);

    const dropped = await call('PATCH', `master/teams/${made.id}`, { coaches: [] });
    expect(dropped.json()).toMatchObject({ entry: { coaches: [] } });
    const seasonInUse = await call('DELETE', `master/seasons/${made.seasonId}`);
    expect(seasonInUse.json()).toMatchObject({ code: 'IN_USE' });
  });
});

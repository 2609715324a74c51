import type { Db } from '../connect.ts';

/** Demo master data: the club's venues, this season and the next, age groups, plans and a few teams. */
export async function seedDemoMaster(db: Db, coachId: number | undefined) {
  const year = new Date().getUTCFullYear();
  const [venues, seasons, ages] = await Promise.all([
    db
      .insertInto('venues')
      .values([
        { name: 'Riverside Stadium', address: '1 Riverside Way, Leeds LS1 4AB', capacity: 4500 },
        { name: 'North Park Pitches', address: 'North Park Road, Leeds LS6 2QT', capacity: 600 },
        { name: 'Aquatics Centre', address: '12 Pool Lane, Leeds LS2 8JS', capacity: 350 },
      ])
      .returning('id')
      .execute(),
    db
      .insertInto('seasons')
      .values([
        {
          name: `${year}/${(year + 1) % 100}`,
          starts_on: `${year}-09-01`,
          ends_on: `${year + 1}-06-30`,
          is_current: 1,
        },
        {
          name: `${year + 1}/${(year + 2) % 100}`,
          starts_on: `${year + 1}-09-01`,
          ends_on: `${year + 2}-06-30`,
          is_current: 0,
        },
      ])
      .returning('id')
      .execute(),
    db
      .insertInto('age_categories')
      .values([
        { name: 'Under 10', min_age: null, under_age: 10, cutoff_month: 9, cutoff_day: 1 },
        { name: 'Under 12', min_age: 10, under_age: 12, cutoff_month: 9, cutoff_day: 1 },
        { name: 'Under 16', min_age: 12, under_age: 16, cutoff_month: 9, cutoff_day: 1 },
        { name: 'Adults', min_age: 18, under_age: null, cutoff_month: 1, cutoff_day: 1 },
      ])
      .returning('id')
      .execute(),
  ]);
  await db
    .insertInto('plans')
    .values([
      { name: 'Junior monthly', price_minor: 2500, currency: 'GBP', period: 'month' },
      { name: 'Adult monthly', price_minor: 4000, currency: 'GBP', period: 'month' },
      { name: 'Family season pass', price_minor: 32000, currency: 'GBP', period: 'season' },
    ])
    .execute();
  const football = await db
    .selectFrom('sports')
    .select('id')
    .where('name', '=', 'Football')
    .executeTakeFirst();
  const swimming = await db
    .selectFrom('sports')
    .select('id')
    .where('name', '=', 'Swimming')
    .executeTakeFirst();
  if (!football || !swimming || !seasons[0] || !ages[1] || !ages[2] || venues.length === 0) return;
  const teams = await db
    .insertInto('teams')
    .values([
      { name: 'Falcons U12', sport_id: football.id, age_category_id: ages[1].id, season_id: seasons[0].id },
      { name: 'Falcons U16', sport_id: football.id, age_category_id: ages[2].id, season_id: seasons[0].id },
      { name: 'Dolphins U12', sport_id: swimming.id, age_category_id: ages[1].id, season_id: seasons[0].id },
    ])
    .returning('id')
    .execute();
  if (coachId !== undefined) {
    await db
      .insertInto('team_coaches')
      .values(teams.slice(0, 2).map((team) => ({ team_id: team.id, user_id: coachId })))
      .execute();
  }
}

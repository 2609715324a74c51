import type { FieldCode, MasterCreate, MasterEntry, MasterKind } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { FieldProblem } from '../../platform/errors.ts';
import {
  lockCurrentSeason,
  makeCurrentSeason,
  type MasterRow,
  type MasterTable,
  type UsageSource,
} from './master.repository.ts';
import { choiceIn, coachesOf, namesIn, setCoaches, staffByPublicId } from './teams.repository.ts';

type Base = 'id' | 'name' | 'archived' | 'usage';
export type Fields<K extends MasterKind> = Omit<MasterEntry<K>, Base>;
export type Input<K extends MasterKind> = Omit<MasterCreate<K>, 'name'>;
type Problems = Record<string, FieldProblem>;

/** How one kind of master data is stored and checked; the service does the rest the same for all. */
export type KindRules<K extends MasterKind> = {
  table: MasterTable;
  /** The entry's own fields, for a page of its rows (a team names its sport and coaches). */
  fields(db: DbOrTrx, rows: MasterRow[]): Promise<Fields<K>[]>;
  /** The columns its fields are stored in; what is not sent is left out. */
  columns(input: Partial<Input<K>>): Record<string, unknown>;
  /** Rules across fields and tables; `before` is the entry as it is, on a change. */
  check?(db: DbOrTrx, input: Partial<Input<K>>, before: Fields<K> | undefined): Promise<Problems>;
  /** Runs first in the write's transaction (the current season is changed one at a time). */
  lock?(trx: DbOrTrx, input: Partial<Input<K>>): Promise<void>;
  /** Writes what lives beside the row (a team's coaches, the one current season). */
  after?(trx: DbOrTrx, id: number, input: Partial<Input<K>>): Promise<void>;
  /** Another unique field than the name (a country's code). */
  unique?: { field: string; column: string; code: FieldCode };
  /** Names are unique within this column's value (a team's season), else across the table. */
  nameWithin?: { field: string; column: string };
  /** What uses an entry: it cannot be deleted while any does. */
  usedBy: readonly UsageSource[];
};

/** Only the fields that were sent, under their column names. */
const pick = (input: Record<string, unknown>, columns: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(columns)
      .filter(([field]) => input[field] !== undefined)
      .map(([field, column]) => [column, input[field]]),
  );

const sports: KindRules<'sports'> = {
  table: 'sports',
  fields: async (_db, rows) => rows.map(() => ({})),
  columns: () => ({}),
  usedBy: [
    { place: 'subscribers', table: 'users', column: 'sport_id' },
    { place: 'teams', table: 'teams', column: 'sport_id' },
    { place: 'events', table: 'events', column: 'sport_id' },
  ],
};

const countries: KindRules<'countries'> = {
  table: 'countries',
  fields: async (_db, rows) => rows.map((row) => ({ iso2: String(row.iso2), isdCode: String(row.isd_code) })),
  columns: (input) => pick(input, { iso2: 'iso2', isdCode: 'isd_code' }),
  unique: { field: 'iso2', column: 'iso2', code: 'COUNTRY_CODE_TAKEN' },
  // People are linked to a country by their number's code.
  usedBy: [{ place: 'subscribers', table: 'users', column: 'isd_code', key: 'isd_code' }],
};

const venues: KindRules<'venues'> = {
  table: 'venues',
  fields: async (_db, rows) =>
    rows.map((row) => ({ address: String(row.address), capacity: Number(row.capacity) })),
  columns: (input) => pick(input, { address: 'address', capacity: 'capacity' }),
  usedBy: [
    { place: 'events', table: 'events', column: 'venue_id' },
    { place: 'matches', table: 'matches', column: 'venue_id' },
  ],
};

const seasons: KindRules<'seasons'> = {
  table: 'seasons',
  fields: async (_db, rows) =>
    rows.map((row) => ({
      startsOn: String(row.starts_on),
      endsOn: String(row.ends_on),
      current: Number(row.is_current) === 1,
    })),
  // `current` is written after the row, once no other season is current.
  columns: (input) => ({
    ...pick(input, { startsOn: 'starts_on', endsOn: 'ends_on' }),
    ...(input.current === false ? { is_current: 0 } : {}),
  }),
  async check(_db, input, before) {
    const startsOn = input.startsOn ?? before?.startsOn;
    const endsOn = input.endsOn ?? before?.endsOn;
    const problems: Problems = {};
    // A day the calendar lacks is refused by the contract (daySchema) before this runs.
    if (startsOn && endsOn && endsOn <= startsOn) problems.endsOn = 'SEASON_ENDS_BEFORE_START';
    return problems;
  },
  async lock(trx, input) {
    // Two seasons made current at once, even from two processes, are made so one after the other.
    if (input.current) await lockCurrentSeason(trx);
  },
  async after(trx, id, input) {
    if (input.current) await makeCurrentSeason(trx, id);
  },
  usedBy: [{ place: 'teams', table: 'teams', column: 'season_id' }],
};

// Days in each month of a leap year: 29 February is a cut-off only in leap years, but it is a day.
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const ageCategories: KindRules<'age-categories'> = {
  table: 'age_categories',
  fields: async (_db, rows) =>
    rows.map((row) => ({
      minAge: row.min_age === null ? null : Number(row.min_age),
      underAge: row.under_age === null ? null : Number(row.under_age),
      cutoffMonth: Number(row.cutoff_month),
      cutoffDay: Number(row.cutoff_day),
    })),
  columns: (input) =>
    pick(input, {
      minAge: 'min_age',
      underAge: 'under_age',
      cutoffMonth: 'cutoff_month',
      cutoffDay: 'cutoff_day',
    }),
  async check(_db, input, before) {
    const next = { ...before, ...input };
    const problems: Problems = {};
    if (next.minAge == null && next.underAge == null) problems.underAge = 'AGE_RANGE_EMPTY';
    else if (next.minAge != null && next.underAge != null && next.underAge <= next.minAge)
      problems.underAge = 'AGE_RANGE_BACKWARDS';
    if (next.cutoffMonth && next.cutoffDay && next.cutoffDay > MONTH_DAYS[next.cutoffMonth - 1]!)
      problems.cutoffDay = 'CUTOFF_DAY_NOT_REAL';
    return problems;
  },
  usedBy: [
    { place: 'teams', table: 'teams', column: 'age_category_id' },
    { place: 'events', table: 'events', column: 'age_category_id' },
  ],
};

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const plans: KindRules<'plans'> = {
  table: 'plans',
  fields: async (_db, rows) =>
    rows.map((row) => ({
      priceMinor: Number(row.price_minor),
      currency: String(row.currency),
      period: String(row.period) as Fields<'plans'>['period'],
    })),
  columns: (input) => pick(input, { priceMinor: 'price_minor', currency: 'currency', period: 'period' }),
  check: async (_db, input): Promise<Problems> =>
    input.currency && !CURRENCIES.has(input.currency) ? { currency: 'CURRENCY_UNKNOWN' } : {},
  usedBy: [],
};

/** The master tables a team points at, with the field that names each. */
const TEAM_PARTS = [
  { field: 'sportId', table: 'sports', shown: 'sport' },
  { field: 'ageCategoryId', table: 'age_categories', shown: 'ageCategory' },
  { field: 'seasonId', table: 'seasons', shown: 'season' },
] as const;

const teams: KindRules<'teams'> = {
  table: 'teams',
  async fields(db, rows) {
    const ids = rows.map((row) => row.id);
    const [names, coaches] = await Promise.all([
      Promise.all(
        TEAM_PARTS.map(async (part) => {
          const wanted = [...new Set(rows.map((row) => Number(row[columnOf(part.field)])))];
          return namesIn(db, part.table, wanted);
        }),
      ),
      coachesOf(db, ids),
    ]);
    return rows.map((row) => ({
      sportId: Number(row.sport_id),
      ageCategoryId: Number(row.age_category_id),
      seasonId: Number(row.season_id),
      sport: names[0]!.get(Number(row.sport_id)) ?? '',
      ageCategory: names[1]!.get(Number(row.age_category_id)) ?? '',
      season: names[2]!.get(Number(row.season_id)) ?? '',
      coaches: coaches.get(row.id) ?? [],
    }));
  },
  columns: (input) =>
    pick(input, { sportId: 'sport_id', ageCategoryId: 'age_category_id', seasonId: 'season_id' }),
  async check(db, input, before) {
    const problems: Problems = {};
    for (const part of TEAM_PARTS) {
      const id = input[part.field];
      // Only a new choice must be live: a team keeps an archived season it already has.
      if (id === undefined || id === before?.[part.field]) continue;
      const row = await choiceIn(db, part.table, id);
      if (!row) problems[part.field] = 'CHOICE_UNKNOWN';
      else if (row.archived_at !== null) problems[part.field] = 'CHOICE_ARCHIVED';
    }
    if (input.coaches) {
      const staff = await staffByPublicId(db, input.coaches);
      if (staff.size !== new Set(input.coaches).size) problems.coaches = 'COACH_NOT_STAFF';
    }
    return problems;
  },
  async after(trx, id, input) {
    if (!input.coaches) return;
    const staff = await staffByPublicId(trx, input.coaches);
    await setCoaches(trx, id, [...staff.values()]);
  },
  nameWithin: { field: 'seasonId', column: 'season_id' },
  usedBy: [
    { place: 'events', table: 'event_teams', column: 'team_id' },
    { place: 'tournaments', table: 'event_entrants', column: 'team_id' },
  ],
};

const columnOf = (field: 'sportId' | 'ageCategoryId' | 'seasonId') =>
  ({ sportId: 'sport_id', ageCategoryId: 'age_category_id', seasonId: 'season_id' })[field];

/** Every kind's rules, by the kind's name in the API. */
export const KINDS: { [K in MasterKind]: KindRules<K> } = {
  sports,
  countries,
  venues,
  seasons,
  'age-categories': ageCategories,
  plans,
  teams,
};

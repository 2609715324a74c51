import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import type { MasterEntry, MasterKind } from '@fieldhouse/contract';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { countryName, dataName } from '../../lib/i18n/data-name.ts';
import type { i18n } from '../../lib/i18n/i18n.ts';
import type { master } from './texts/en/master.ts';
import { TONES } from '../../ui/tone.ts';
import { formatMoney } from '../../lib/money.ts';

type TFunction = typeof i18n.t;

/*
 * How the console shows and edits each kind of master data: its table's columns and its form's
 * fields. What every kind has (name, where it is used, archiving) is drawn once for all.
 */

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'switch'
  | 'month'
  | 'period'
  | 'currency'
  | 'money'
  | 'choice'
  | 'coaches';

export type FieldSpec = {
  name: Exclude<keyof typeof master.field, `${string}Hint` | 'name'>;
  type: FieldType;
  /** May be left empty (sent as null). */
  optional?: boolean;
  /** Has a hint under it (`master.field.{name}Hint`). */
  hint?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  /** What a `choice` field chooses from. */
  from?: MasterKind;
};

export type Column<K extends MasterKind> = {
  key:
    | 'address'
    | 'capacity'
    | 'dates'
    | 'ages'
    | 'cutoff'
    | 'price'
    | 'period'
    | 'sport'
    | 'ageCategory'
    | 'season'
    | 'coaches'
    | 'iso2'
    | 'isdCode';
  cell: (entry: MasterEntry<K>, t: TFunction) => ReactNode;
};

type KindView<K extends MasterKind> = {
  fields: FieldSpec[];
  /** A new entry's values. */
  empty: Record<string, unknown>;
  columns: Column<K>[];
};

const monthName = (month: number, day: number) => formatDate(`2000-${pad(month)}-${pad(day)}`).slice(0, 6);
const pad = (n: number) => String(n).padStart(2, '0');

function ages(entry: MasterEntry<'age-categories'>, t: TFunction) {
  const { minAge: min, underAge: max } = entry;
  if (min !== null && max !== null) return t('master.ages.range', { min, max: max - 1 });
  if (max !== null) return t('master.ages.under', { max });
  return t('master.ages.from', { min: min ?? 0 });
}

const VIEWS: { [K in MasterKind]: KindView<K> } = {
  sports: { fields: [], empty: {}, columns: [] },
  countries: {
    fields: [
      { name: 'iso2', type: 'text', maxLength: 2 },
      { name: 'isdCode', type: 'text', maxLength: 5 },
    ],
    empty: { iso2: '', isdCode: '+' },
    columns: [
      { key: 'iso2', cell: (e) => <bdi dir="ltr">{e.iso2}</bdi> },
      { key: 'isdCode', cell: (e) => <bdi dir="ltr">{e.isdCode}</bdi> },
    ],
  },
  venues: {
    fields: [
      { name: 'address', type: 'textarea', maxLength: 300 },
      { name: 'capacity', type: 'number', min: 1, max: 1_000_000 },
    ],
    empty: { address: '', capacity: null },
    columns: [
      { key: 'address', cell: (e) => e.address },
      { key: 'capacity', cell: (e) => formatNumber(e.capacity) },
    ],
  },
  seasons: {
    fields: [
      { name: 'startsOn', type: 'date' },
      { name: 'endsOn', type: 'date' },
      { name: 'current', type: 'switch', hint: true },
    ],
    empty: { startsOn: '', endsOn: '', current: false },
    columns: [
      {
        key: 'dates',
        cell: (e, t) => (
          <Group gap="xs" wrap="nowrap">
            <span>
              {formatDate(e.startsOn)} – {formatDate(e.endsOn)}
            </span>
            {e.current && (
              <Badge size="sm" color={TONES.success} variant="filled" tt="none">
                {t('master.current')}
              </Badge>
            )}
          </Group>
        ),
      },
    ],
  },
  'age-categories': {
    fields: [
      { name: 'minAge', type: 'number', min: 0, max: 99, optional: true, hint: true },
      { name: 'underAge', type: 'number', min: 1, max: 99, optional: true, hint: true },
      { name: 'cutoffMonth', type: 'month' },
      { name: 'cutoffDay', type: 'number', min: 1, max: 31 },
    ],
    empty: { minAge: null, underAge: null, cutoffMonth: 9, cutoffDay: 1 },
    columns: [
      { key: 'ages', cell: ages },
      { key: 'cutoff', cell: (e) => monthName(e.cutoffMonth, e.cutoffDay) },
    ],
  },
  plans: {
    fields: [
      { name: 'currency', type: 'currency' },
      { name: 'priceMinor', type: 'money' },
      { name: 'period', type: 'period' },
    ],
    empty: { currency: 'GBP', priceMinor: null, period: 'month' },
    columns: [
      { key: 'price', cell: (e) => <bdi>{formatMoney(e.priceMinor, e.currency)}</bdi> },
      { key: 'period', cell: (e, t) => t(`master.period.${e.period}`) },
    ],
  },
  teams: {
    fields: [
      { name: 'sportId', type: 'choice', from: 'sports' },
      { name: 'ageCategoryId', type: 'choice', from: 'age-categories' },
      { name: 'seasonId', type: 'choice', from: 'seasons' },
      { name: 'coaches', type: 'coaches', optional: true, hint: true },
    ],
    empty: { sportId: null, ageCategoryId: null, seasonId: null, coaches: [] },
    columns: [
      { key: 'sport', cell: (e) => dataName(e.sport) },
      { key: 'ageCategory', cell: (e) => e.ageCategory },
      { key: 'season', cell: (e) => e.season },
      {
        key: 'coaches',
        cell: (e) =>
          e.coaches.length ? (
            e.coaches.map((c) => c.fullName).join(', ')
          ) : (
            <Text span c="dimmed" size="sm">
              —
            </Text>
          ),
      },
    ],
  },
};

/** An entry's name in the reader's language where it has one (a seeded sport, a country). */
export function shownName<K extends MasterKind>(kind: K, entry: MasterEntry<K>) {
  if ('iso2' in entry) return countryName(entry.iso2, entry.name);
  return kind === 'sports' ? dataName(entry.name) : entry.name;
}

export const viewOf = <K extends MasterKind>(kind: K) => VIEWS[kind] as KindView<K>;

/** The form's values for an entry as it is (a team's coaches by their ids). */
export function valuesOf<K extends MasterKind>(kind: K, entry: MasterEntry<K>): Record<string, unknown> {
  const values: Record<string, unknown> = { name: entry.name };
  for (const field of viewOf(kind).fields) {
    const value = (entry as Record<string, unknown>)[field.name];
    values[field.name] =
      field.type === 'coaches' ? (value as { subscriberID: string }[]).map((c) => c.subscriberID) : value;
  }
  return values;
}

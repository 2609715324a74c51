import { KPI_PERIOD_MAX_DAYS, KPI_PRESETS, type KpiPeriodQuery, type KpiPreset } from '@fieldhouse/contract';

/** What the period chooser holds: a preset, or the days chosen ('custom'). */
export type PeriodChoice = KpiPreset | 'custom';
export const DEFAULT_PRESET: KpiPreset = 'last-30-days';

export const isPreset = (value: string | undefined): value is KpiPreset =>
  (KPI_PRESETS as readonly (string | undefined)[]).includes(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

export type PeriodProblem = 'bothDays' | 'reversed' | 'tooLong';

/**
 * The query the KPIs are asked with, from the page's address (`?period=`, `?from=&to=`), or why
 * the chosen days cannot be asked for yet — the same rules the server holds (contract kpi.ts).
 */
export function readPeriod(address: { period?: string; from?: string; to?: string }): {
  choice: PeriodChoice;
  query: KpiPeriodQuery | null;
  problem: PeriodProblem | null;
} {
  if (address.period !== 'custom') {
    const preset = isPreset(address.period) ? address.period : DEFAULT_PRESET;
    return { choice: preset, query: { preset }, problem: null };
  }
  const { from, to } = address;
  if (!from || !to || !DAY.test(from) || !DAY.test(to))
    return { choice: 'custom', query: null, problem: 'bothDays' };
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return { choice: 'custom', query: null, problem: 'reversed' };
  if (days > KPI_PERIOD_MAX_DAYS) return { choice: 'custom', query: null, problem: 'tooLong' };
  return { choice: 'custom', query: { from, to }, problem: null };
}

import type { Kpi, KpiPeriodQuery } from '@fieldhouse/contract';
import type { Deps } from '../../platform/request-context.ts';
import * as kpis from './kpi.service.ts';
import { retention } from './retention.ts';

/** The KPIs by name, each for a period (what the routes and the CSV export both answer). */
const SERIES = {
  growth: kpis.growth,
  events: kpis.events,
  revenue: kpis.revenue,
  sms: kpis.sms,
  review: kpis.review,
} as const;

/** The columns that hold money (minor units in the answer). */
const MONEY = new Set(['received', 'refunded', 'revenue', 'outstanding']);

/** A minor-unit amount in the currency's major units, with its decimals (1250 → "12.50"). */
const majorOf = (currency: string) => {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor: number) => (minor / 10 ** digits).toFixed(digits);
};

export async function answerOf(deps: Deps, kpi: Kpi, query: KpiPeriodQuery) {
  const scope = await kpis.scopeOf(deps, query);
  const period = scope.period;
  if (kpi === 'retention') return { kind: 'retention' as const, period, answer: await retention(scope) };
  const answer = await SERIES[kpi](scope);
  return { kind: 'series' as const, period, answer, money: MONEY, major: majorOf(scope.currency) };
}

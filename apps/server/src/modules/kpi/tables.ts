/*
 * The KPI area's tables (migrations/20270218090000_kpi_rollup.ts), joined to Database by
 * declaration merging: each day's figures that a query over a million rows could not add up in
 * time, kept by the rollup job (rollup.job.ts).
 */

/** One measure of one day on the organisation's clock (`new`, `churned`, `churned:2026-03`, `sms-sent`, …). */
export interface KpiRollupTable {
  day: string;
  measure: string;
  value: number;
}

/** How far the rollup reaches: one row (`id` 1), the zone its days are on and its last day. */
export interface KpiRollupStateTable {
  id: number;
  time_zone: string;
  /** The last day rolled up; later days are counted from the rows themselves. */
  through_day: string;
  updated_at: number;
}

/**
 * A day on the organisation's clock someone was active (signed in or registered for an event),
 * kept by the rollup up to its last day (migrations/20270223090000_kpi_speed.ts).
 */
export interface KpiActiveDaysTable {
  user_id: number;
  day: string;
}

declare module '../../db/database.ts' {
  interface Database {
    kpi_rollup: KpiRollupTable;
    kpi_rollup_state: KpiRollupStateTable;
    kpi_active_days: KpiActiveDaysTable;
  }
}

import type { Migration } from 'kysely';
import * as rollup from './20270218090000_kpi_rollup.ts';
import * as speed from './20270223090000_kpi_speed.ts';

/** The KPI area's migrations, by name: they run in one timeline with every other area's (db/migrate.ts). */
export const migrations: Record<string, Migration> = {
  '20270218090000_kpi_rollup': rollup,
  '20270223090000_kpi_speed': speed,
};

import { defineJob } from '../../platform/jobs/types.ts';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings } from '../settings/index.ts';
import { rollUp } from './rollup.service.ts';

export const KPI_ROLLUP_JOB = 'kpi-rollup';

/**
 * Brings the KPI rollup up to yesterday, every hour and when a process starts (the first run
 * after a start, or after the time zone changed, counts every day again). Safe to run twice or on
 * two processes at once (rollup.service.ts).
 */
export function createKpiRollupJob(deps: Deps) {
  return defineJob({
    kind: KPI_ROLLUP_JOB,
    area: 'kpi',
    managedBy: null,
    retry: { limit: 3, backoffMs: 60_000 },
    maxRunMs: 15 * 60_000,
    schedule: { cron: '7 * * * *', atStart: true },
    async run(ctx) {
      const { timeZone } = await organisationSettings(deps);
      await rollUp(ctx.db, timeZone, Date.now());
      await ctx.progress(1, 1);
    },
  });
}

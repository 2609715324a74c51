import { defineJob } from '../../platform/jobs/types.ts';
import type { Deps } from '../../platform/request-context.ts';
import { applyEvent, PROVIDER_EVENT_JOB } from './provider.service.ts';

export type ProviderEventPayload = { eventId: string };

/**
 * Applies a provider's event the webhook stored. Queued in the transaction that stored it, so the
 * provider's answer never waits on this work, and retried with back-off while the database is slow.
 */
export function createProviderEventJob(deps: Deps) {
  return defineJob<ProviderEventPayload>({
    kind: PROVIDER_EVENT_JOB,
    area: 'payment',
    // The system's own: the Super Admin's alone to watch.
    managedBy: null,
    retry: { limit: 8, backoffMs: 5_000 },
    maxRunMs: 60_000,
    concurrency: 4,
    async run(ctx) {
      const unapplied = await applyEvent(deps, ctx.payload.eventId);
      // Money the provider moved that the books could not take: staff must look at it.
      if (unapplied) ctx.log.warn(unapplied, 'payment provider event moved no money');
    },
  });
}

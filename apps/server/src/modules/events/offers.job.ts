import { defineJob } from '../../platform/jobs/types.ts';
import type { Deps } from '../../platform/request-context.ts';
import { sendTexts, tellLapsed, tellOffers, type PendingTexts } from './event-notices.ts';
import { findEvent } from './events.repository.ts';
import * as places from './places.ts';
import { lapsedOffers } from './registrations.repository.ts';

export const OFFERS_JOB = 'event.offers';

/** Lapsed offers handled by one run; the next minute's run takes any left. */
const PER_RUN = 200;

/**
 * Every minute, each offered place whose time ran out passes on: the offer becomes declined, the
 * person (and the parent who registered them) is told, and the place goes to the next waiting.
 * Each offer is its own transaction, guarded like an answer, so an accept that arrives at the
 * same moment and a second process running this job both stay right.
 */
export function createOffersJob(deps: Deps) {
  return defineJob({
    kind: OFFERS_JOB,
    area: 'event',
    // The system's own (scheduled): the Super Admin's alone to watch.
    managedBy: null,
    retry: { limit: 2, backoffMs: 30_000 },
    maxRunMs: 10 * 60_000,
    schedule: { cron: '* * * * *', atStart: true },
    async run(ctx) {
      const lapsed = await lapsedOffers(ctx.db, Date.now(), PER_RUN);
      let passed = 0;
      for (const offer of lapsed) {
        if (ctx.signal.aborted) break;
        const event = await findEvent(ctx.db, offer.event_id, null);
        if (!event) continue;
        const texts: PendingTexts = [];
        const moved = await ctx.db.transaction().execute(async (trx) => {
          const offers = await places.move(trx, event, { id: offer.id, status: 'offered' }, 'declined');
          if (offers === null) return false;
          await tellLapsed(deps, trx, event, offer.id, texts);
          await tellOffers(deps, trx, event, offers, texts);
          return true;
        });
        await sendTexts(deps, texts, null);
        if (moved) passed += 1;
      }
      if (passed > 0) ctx.log.info({ passed }, 'event offers: lapsed offers passed on');
      await ctx.progress(lapsed.length, lapsed.length);
    },
  });
}

import type { OrganisationSettings } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import type { ParentApproval } from '../../db/database.ts';
import { isAdult } from '../../platform/account-flow.ts';
import { defineJob } from '../../platform/jobs/types.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { organisationSettings } from '../settings/index.ts';
import { connectionsChanged } from './connections.service.ts';
import type { Sides } from './guardian-rule.ts';
import * as guardians from './guardians.repository.ts';
import { announceRequest } from './guardians.service.ts';

export const RELEASE_WAITING_JOB = 'connections.release-waiting';

/** Requests read at a time; a run goes through them all. */
const PAGE = 500;

/** Who a request waits for now: the asker's parents, the asked's parents, or nobody (the asked). */
const nextUp = (s: Sides) =>
  s.from_parent === 'waiting' ? 'from' : s.to_parent === 'waiting' ? 'to' : 'asked';

/**
 * Daily (and at once when the organisation turns `guardianApproval` off), each request waiting for
 * a parent whose child no longer needs one — the rule is off, or the child has reached the age of
 * consent — stops waiting for that parent, and whoever decides next is told, as after a parent's
 * approval: at last the one asked. Each request is its own transaction and changes only a side
 * still waiting, so a second run, or two processes at once, release nothing twice.
 */
export function createReleaseWaitingJob(deps: Deps) {
  return defineJob({
    kind: RELEASE_WAITING_JOB,
    area: 'connections',
    // The system's own (scheduled): the Super Admin's alone to watch.
    managedBy: null,
    retry: { limit: 2, backoffMs: 30_000 },
    maxRunMs: 10 * 60_000,
    schedule: { cron: '15 0 * * *', atStart: true },
    async run(ctx) {
      const settings = await organisationSettings(deps);
      let [seen, released, afterId] = [0, 0, 0];
      for (;;) {
        const rows = await guardians.waitingForAnyParent(ctx.db, afterId, PAGE);
        for (const row of rows) {
          if (ctx.signal.aborted) return;
          if (await release(deps, ctx.db, settings, row)) released += 1;
        }
        seen += rows.length;
        await ctx.progress(seen);
        if (rows.length < PAGE) break;
        afterId = rows[rows.length - 1]!.id;
      }
      if (released > 0) ctx.log.info({ released }, 'connections: waiting requests released');
    },
  });
}

type Waiting = Awaited<ReturnType<typeof guardians.waitingForAnyParent>>[number];

async function release(deps: Deps, db: Db, settings: OrganisationSettings, row: Waiting) {
  const [asker, asked] = await Promise.all([
    findPerson(db, { id: row.from_user_id }),
    findPerson(db, { id: row.to_user_id }),
  ]);
  if (!asker || !asked) return false;
  const needsParent = (dateOfBirth: string | null) =>
    settings.safeguarding.guardianApproval && !isAdult(dateOfBirth, settings);
  const free = (side: ParentApproval, dateOfBirth: string | null): ParentApproval =>
    side === 'waiting' && !needsParent(dateOfBirth) ? 'none' : side;
  const after: Sides = {
    from_parent: free(row.from_parent, asker.date_of_birth),
    to_parent: free(row.to_parent, asked.date_of_birth),
  };
  if (after.from_parent === row.from_parent && after.to_parent === row.to_parent) return false;
  return db.transaction().execute(async (trx) => {
    if (!(await guardians.releaseSides(trx, row, after))) return false;
    // Whoever decides next hears of it now, unless it still waits for the same people.
    if (nextUp(after) !== nextUp(row)) {
      await announceRequest(trx, deps, { asker, asked, kind: row.kind, ...after });
    }
    const parents = [
      ...(await guardians.familyParentIds(trx, asker.id)),
      ...(await guardians.familyParentIds(trx, asked.id)),
    ];
    await connectionsChanged(trx, deps, asker.id, asked.id, ...parents);
    return true;
  });
}

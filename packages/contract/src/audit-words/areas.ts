import type { AreaKey } from '../areas.ts';
import type { AreaAudit } from './area.ts';
import { eventsAudit } from '../events/audit-words.ts';
import { masterAudit } from '../master/audit-words.ts';
import { matchesAudit } from '../matches/audit-words.ts';
import { reviewAudit } from '../review/audit-words.ts';
import { rolesAudit } from '../roles/audit-words.ts';
import { safeguardingAudit } from '../safeguarding/audit-words.ts';
import { settingsAudit } from '../settings/audit-words.ts';
import { staffAudit } from '../staff/audit-words.ts';
import { subscribersAudit } from '../subscribers/audit-words.ts';

/**
 * The words each area gives the audit trail (`areaAudit`), which audit-words/ gathers. Listed
 * apart from areas.ts (whose AREA_AUDIT_ACTIONS names the kinds only) so that only the pages that
 * word the trail load them, not the console's first load.
 */
export const AREA_AUDITS = {
  review: reviewAudit,
  subscriber: subscribersAudit,
  roles: rolesAudit,
  staff: staffAudit,
  master: masterAudit,
  event: eventsAudit,
  match: matchesAudit,
  settings: settingsAudit,
  safeguarding: safeguardingAudit,
} as const satisfies Partial<Record<AreaKey, AreaAudit>>;

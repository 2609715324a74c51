/**
 * The registry of console areas: it gathers each area's entry — its menu entries, the actions it
 * defines (grant keys such as `review.decide`) and which seeded roles hold them — declared in the
 * area's folder (`src/<area>/area.ts`; built-in-areas.ts for those with no folder). The menu, the
 * seed and the database's grants are derived from it; the endpoint table names its actions.
 * At the end, the three lists of what each area brings from its own folder (`src/<area>/`):
 * `AREA_CONTRACTS`, `AREA_WORDS`, `AREA_AUDIT_ACTIONS` (README, "Adding an area").
 * Menu ids never change once released: the client stores them as `menuID` and the audit trail
 * records them (Profile is 6). A test checks they are unique.
 */
import type { AreaContract, AreaWords } from './area-contract.ts';
import type { AreaDeclaration } from './area-declaration.ts';
import { builtInAreas } from './built-in-areas.ts';
import { auditArea } from './audit/area.ts';
import { bulkArea } from './bulk/area.ts';
import { dashboardArea } from './dashboard/area.ts';
import { eventsArea } from './events/area.ts';
import { kpiArea } from './kpi/area.ts';
import { masterArea } from './master/area.ts';
import { matchesArea } from './matches/area.ts';
import { paymentArea } from './payment/area.ts';
import { reviewArea } from './review/area.ts';
import { rolesArea } from './roles/area.ts';
import { safeguardingArea } from './safeguarding/area.ts';
import { settingsArea } from './settings/area.ts';
import { smsArea } from './sms/area.ts';
import { staffArea } from './staff/area.ts';
import { subscribersArea } from './subscribers/area.ts';
import { bulkAuditActions, bulkContract } from './bulk/index.ts';
import { dashboardContract } from './dashboard/index.ts';
import { eventsAuditActions, eventsContract } from './events/index.ts';
import { kpiContract } from './kpi/index.ts';
import { masterAuditActions, masterContract } from './master/index.ts';
import { paymentAuditActions, paymentContract } from './payment/index.ts';
import { matchesAuditActions, matchesContract } from './matches/index.ts';
import { reviewAuditActions, reviewContract } from './review/index.ts';
import { safeguardingAuditActions, safeguardingContract } from './safeguarding/index.ts';
import { rolesAuditActions, rolesContract } from './roles/index.ts';
import { settingsAuditActions, settingsContract } from './settings/index.ts';
import { smsAuditActions, smsContract } from './sms/index.ts';
import { staffAuditActions, staffContract } from './staff/index.ts';
import { subscribersAuditActions, subscribersContract } from './subscribers/index.ts';

export type { AreaDeclaration, MenuEntry } from './area-declaration.ts';
export * from './bulk/index.ts';
export * from './dashboard/index.ts';
export * from './events/index.ts';
export * from './kpi/index.ts';
export * from './master/index.ts';
export * from './matches/index.ts';
export * from './payment/index.ts';
export * from './review/index.ts';
export * from './safeguarding/index.ts';
export * from './roles/index.ts';
export * from './settings/index.ts';
export * from './sms/index.ts';
export * from './staff/index.ts';
export * from './subscribers/index.ts';

export * from './registry-parts.ts';

export const AREAS = {
  dashboard: dashboardArea,
  review: reviewArea,
  subscriber: subscribersArea,
  sms: smsArea,
  roles: rolesArea,
  staff: staffArea,
  master: masterArea,
  event: eventsArea,
  match: matchesArea,
  participation: builtInAreas.participation,
  audit: auditArea,
  profile: builtInAreas.profile,
  notifications: builtInAreas.notifications,
  connections: builtInAreas.connections,
  chat: builtInAreas.chat,
  settings: settingsArea,
  safeguarding: safeguardingArea,
  payment: paymentArea,
  bulk: bulkArea,
  kpi: kpiArea,
  docs: builtInAreas.docs,
} as const satisfies Record<string, AreaDeclaration>;

export type Areas = typeof AREAS;
export type AreaKey = keyof Areas;
/** A grant key: an area's action, e.g. `review.decide`. */
export type Action = { [A in AreaKey]: `${A}.${Areas[A]['actions'][number]}` }[AreaKey];

/**
 * Each area's endpoints and error codes, by its registry key: the endpoint table (`endpoints/`)
 * and `ErrorCode` (errors.ts) are built from these. No module an area's folder imports may read
 * these lists at load (ES modules would run it before them). The audit area's filter lists every
 * action (audit-actions.ts reads `AREA_AUDIT_ACTIONS`), so that area is gathered apart, in endpoints/.
 */
export const AREA_CONTRACTS = {
  dashboard: dashboardContract,
  review: reviewContract,
  subscriber: subscribersContract,
  sms: smsContract,
  roles: rolesContract,
  staff: staffContract,
  master: masterContract,
  event: eventsContract,
  match: matchesContract,
  settings: settingsContract,
  safeguarding: safeguardingContract,
  payment: paymentContract,
  bulk: bulkContract,
  kpi: kpiContract,
} as const satisfies Partial<Record<AreaKey, AreaContract>>;
export type AreaContracts = typeof AREA_CONTRACTS;

/**
 * Each area's `words.ts` (audit-trail and CSV words, the Arabic of its registry words), loaded only
 * when asked (area-words.ts). Apart from `AREA_CONTRACTS`: reading this list never brings schemas.
 */
export const AREA_WORDS = {
  dashboard: () => import('./dashboard/words.ts'),
  review: () => import('./review/words.ts'),
  subscriber: () => import('./subscribers/words.ts'),
  sms: () => import('./sms/words.ts'),
  roles: () => import('./roles/words.ts'),
  staff: () => import('./staff/words.ts'),
  master: () => import('./master/words.ts'),
  event: () => import('./events/words.ts'),
  match: () => import('./matches/words.ts'),
  settings: () => import('./settings/words.ts'),
  safeguarding: () => import('./safeguarding/words.ts'),
  payment: () => import('./payment/words.ts'),
  bulk: () => import('./bulk/words.ts'),
  kpi: () => import('./kpi/words.ts'),
} as const satisfies Partial<Record<AreaKey, () => Promise<AreaWords>>>;
export type AreaWordLoaders = typeof AREA_WORDS;

/**
 * The kinds of entry each area writes to the audit trail (audit-actions.ts lists them for the
 * trail's filter): apart from their words below, so a page listing them does not bring the words.
 */
export const AREA_AUDIT_ACTIONS = {
  review: reviewAuditActions,
  subscriber: subscribersAuditActions,
  roles: rolesAuditActions,
  staff: staffAuditActions,
  master: masterAuditActions,
  event: eventsAuditActions,
  match: matchesAuditActions,
  settings: settingsAuditActions,
  sms: smsAuditActions,
  safeguarding: safeguardingAuditActions,
  payment: paymentAuditActions,
  bulk: bulkAuditActions,
} as const satisfies Partial<Record<AreaKey, readonly string[]>>;

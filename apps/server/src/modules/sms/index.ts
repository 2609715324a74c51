// The SMS area's face: its routes, the job that sends texts held for quiet hours, its migration,
// demo texts, and `queueText`/`queueTexts` for other areas (a bulk text job calls the latter per
// batch).
import type { Deps } from '../../platform/request-context.ts';
import { seedSmsDemo } from './demo.repository.ts';
import { migrations } from './migrations/index.ts';
import { createSmsReleaseJob } from './release.job.ts';
import { smsRoutes } from './sms.routes.ts';

export type * from './tables.ts';
/**
 * `queueText(deps, { to: userId, text, urgent, startedBy, kind? })` texts one person and logs it,
 * answering `{ outcome: 'sent' | 'held' | 'skipped', smsId, … }`: `skipped` with `reason`
 * SMS_NO_VERIFIED_MOBILE, SMS_OPTED_OUT (non-urgent only) or SMS_NO_RECIPIENT; `held` with
 * `heldUntil` (ms) for a non-urgent text in the organisation's quiet hours, sent by a job then.
 * It never throws for the recipient's state, so a bulk job counts outcomes person by person.
 */
/** Turns a `skipped` outcome into the caller's 409 (SMS_NO_VERIFIED_MOBILE, SMS_OPTED_OUT). */
export { countStaffText, refuseSkipped } from './send-one.service.ts';
/**
 * `queueTexts(deps, trx, { to: userIds, textFor, urgent, startedBy })`: the same for many people in
 * a few statements, within the caller's transaction (a bulk text's batch); `recipientsOf` says who
 * can be texted without sending; `templateForMany` fills a template per person and language.
 */
export { queueTexts, recipientsOf, type ManyOutcome, type ManyRecipient } from './send-many.service.ts';
export { templateForMany } from './templates.service.ts';
export {
  queueText,
  type QueueTextRequest,
  type QueueTextResult,
  type SmsSkipReason,
} from './send.service.ts';

export const smsArea = {
  endpoints: smsRoutes,
  jobs: (deps: Deps) => [createSmsReleaseJob(deps)],
  migrations,
  demo: seedSmsDemo,
};

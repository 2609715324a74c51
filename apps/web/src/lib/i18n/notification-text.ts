import type { Notification } from '@fieldhouse/contract';
import { i18n } from './i18n.ts';

/**
 * A notification in the reader's language. The console's own carry a kind and its values, worded
 * by the language's `notificationKinds` (lib/i18n/ar/notification-kinds.ts); English readers, and
 * kinds a catalog does not know yet, see the server's English `msg`. A notification without a kind
 * is a person's own words and shows as written.
 */
export function notificationText({ msg, kind, params = {} }: Notification['message']): string {
  if (!kind) return msg;
  // The sentence changes with the relation asked for, or with whether a reason was given.
  const context = params.relation ?? (params.reason ? 'reason' : undefined);
  return wordKind(`notificationKinds.${kind}`, msg, { ...params, context });
}

// Kinds have no English catalog (English readers see `msg`), so the key is not one of English's;
// typed by them, every key of every area would be matched against it.
const wordKind = i18n.t.bind(i18n) as (key: string, fallback: string, values: object) => string;

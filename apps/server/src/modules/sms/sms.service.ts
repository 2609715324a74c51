import { fromLocalInput, type PageQuery, type SmsLogQuery, type SmsOutboxItem } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../platform/request-context.ts';
import { maskSecrets } from '../../platform/sms/mask.ts';
import { organisationSettings } from '../settings/index.ts';
import { listSms, logPage } from './sms.repository.ts';

type LogRow = Awaited<ReturnType<typeof listSms>>['rows'][number];
type Named = { recipient_public_id?: string | null; recipient_name?: string | null };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** One logged text as staff read it. */
function itemOf(r: LogRow & Named): SmsOutboxItem {
  return {
    id: r.id,
    to: r.to_number,
    kind: r.kind as SmsOutboxItem['kind'],
    // Stored masked already; masked again so no path to this page can ever show a secret.
    text: maskSecrets(r),
    driver: r.driver,
    deliveryStatus: r.delivery_status,
    providerMessageId: r.provider_message_id,
    attempts: r.attempts,
    error: r.error,
    heldUntil: iso(r.held_until),
    recipient:
      r.recipient_public_id && r.recipient_name
        ? { subscriberID: r.recipient_public_id, fullName: r.recipient_name }
        : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** One page of the SMS log as the outbox shows it. */
export async function outboxPage(db: Db, { page, pageSize }: PageQuery) {
  const { rows, total } = await listSms(db, page, pageSize);
  return { items: rows.map(itemOf), total, page, pageSize };
}

/** When a day (yyyy-mm-dd) begins on the organisation's clocks. */
const dayStart = (day: string, zone: string) =>
  Date.parse(fromLocalInput(`${day}T00:00`, zone) ?? `${day}T00:00:00Z`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * One keyset page of the log (the contract checks the cursor's form: `<created_at>.<id>`). Its
 * days `from` and `to` are days on the organisation's clocks, as the console shows every time.
 */
export async function logItems(deps: Pick<Deps, 'db' | 'config' | 'live'>, query: SmsLogQuery) {
  const { from, to, ...rest } = query;
  const { timeZone } = await organisationSettings(deps);
  const filter = {
    ...rest,
    ...(from && { since: dayStart(from, timeZone) }),
    ...(to && { until: dayStart(nextDay(to), timeZone) }),
  };
  const [at, id] = (query.cursor ?? '').split('.').map(Number);
  const rows = await logPage(deps.db, filter, query.cursor ? { at: at!, id: id! } : null);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(itemOf),
    nextCursor: rows.length > query.limit && last ? `${last.created_at}.${last.id}` : null,
  };
}

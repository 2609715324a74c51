/*
 * Time zones as the browser knows them, for choosing an event's zone. Reading and writing wall
 * clock times in a zone is the contract's (packages/contract/src/zoned-time.ts), so the console
 * and the server turn a local time into UTC by the one rule; it is re-exported here for the pages.
 */

export {
  addLocalMinutes,
  dayInZone,
  fromLocalInput,
  offsetMinutes,
  toLocalInput,
} from '@fieldhouse/contract';

/** Whether the browser knows a zone by this name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The reader's own zone, for a new event; Europe/London when the browser does not say. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'Europe/London';
}

let zones: string[] | undefined;

/** Every zone the browser knows, for a searchable choice (UTC among them). */
export function timeZones(): string[] {
  zones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return zones;
}

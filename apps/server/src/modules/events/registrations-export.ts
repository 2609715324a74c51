import type { Registration } from '@fieldhouse/contract';
import { csvStream } from '../../platform/csv.ts';
import { requireRegistrations, visibleEvent } from './coach-scope.ts';
import { audited, type EventActor } from './events.service.ts';
import { registrationPage } from './registrations.repository.ts';
import { toRegistration } from './registrations.service.ts';

const BATCH = 500;

const COLUMNS: [header: string, cell: (r: Registration) => string | null][] = [
  ['Full name', (r) => r.fullName],
  ['User name', (r) => r.userName],
  ['Date of birth', (r) => r.dateOfBirth],
  ['Status', (r) => r.status],
  ['Waitlist place', (r) => (r.position === null ? null : String(r.position))],
  ['Registered by', (r) => r.registeredBy],
  ['Registered at', (r) => r.registeredAt],
];

/** An event's registrations as CSV, in the order they came, read a page at a time; an audited action. */
export async function registrationsCsv(actor: EventActor, eventId: number) {
  const { db } = actor.deps;
  await visibleEvent(db, actor, eventId);
  await requireRegistrations(db, actor, eventId);
  await audited(actor, db, eventId, 'event-export');
  async function* rows() {
    let after: { value: number; id: number } | null = null;
    do {
      const page = await registrationPage(db, { eventId, after, limit: BATCH });
      const shown = page.slice(0, BATCH);
      for (const row of shown) {
        const registration = toRegistration(row);
        yield COLUMNS.map(([, cell]) => cell(registration));
      }
      const last = page.length > BATCH ? shown.at(-1) : undefined;
      after = last ? { value: Number(last.queued_at), id: last.id } : null;
    } while (after);
  }
  return {
    name: `event-${eventId}-registrations`,
    csv: csvStream(
      COLUMNS.map(([header]) => header),
      rows(),
    ),
  };
}

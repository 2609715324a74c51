import { REGISTRATION_EXPORT_COLUMNS, type RegistrationExportColumn } from '@fieldhouse/contract';
import { isAdult } from '../../platform/account-flow.ts';
import { csvStream, type CsvFile } from '../../platform/csv.ts';
import { dayCell, listCell, phoneCell, sheetOf, timeCell, type Sheet } from '../../platform/spreadsheet.ts';
import { languageOf } from '../preferences/index.ts';
import { requireRegistrations, visibleEvent } from './coach-scope.ts';
import { audited, type EventActor } from './events.service.ts';
import { familyParents, peopleContacts, registrationCount } from './registration-contacts.repository.ts';
import { registrationPage, type RegistrationRow } from './registrations.repository.ts';
import { toRegistration } from './registrations.service.ts';
import { organisationSettings } from '../settings/index.ts';

const BATCH = 500;

/** The contact columns: a person's mobile and their parents' are on their record, for the same callers. */
const CONTACT: readonly RegistrationExportColumn[] = ['phone', 'parentName', 'parentPhone'];

/** A number to show, or (`staff`) one this caller may not read. */
type Phone = { mobile: string; staff: boolean };
type Contacts = { people: Map<number, Phone>; parents: Map<number, (Phone & { name: string })[]> };

/**
 * The page's phone numbers and, for each minor, their parents or guardians. A staff account's
 * number is only for callers who may read staff records (`staff.view`), as on its record.
 */
async function contactsOf(
  actor: EventActor,
  rows: RegistrationRow[],
  held: ReadonlySet<string>,
): Promise<Contacts> {
  const { db } = actor.deps;
  const settings = await organisationSettings(actor.deps);
  const minors = rows.filter((row) => !isAdult(row.date_of_birth, settings)).map((row) => row.user_id);
  const [people, parents] = await Promise.all([
    peopleContacts(
      db,
      rows.map((row) => row.user_id),
    ),
    familyParents(db, minors),
  ]);
  const shown = (contact: { role_key: string | null }) =>
    contact.role_key === 'subscriber' || held.has('staff.view');
  const byChild: Contacts['parents'] = new Map();
  for (const parent of parents) {
    const list = byChild.get(parent.child_id) ?? [];
    list.push({ name: parent.full_name, mobile: parent.mobile_e164, staff: !shown(parent) });
    byChild.set(parent.child_id, list);
  }
  return {
    people: new Map(people.map((p) => [p.id, { mobile: p.mobile_e164, staff: !shown(p) }])),
    parents: byChild,
  };
}

/** A registration's row as the registrations list shows it, with the contact columns when given. */
function rowOf(
  row: RegistrationRow,
  columns: readonly RegistrationExportColumn[],
  sheet: Sheet,
  contacts: Contacts,
) {
  const r = toRegistration(row);
  const person = contacts.people.get(row.user_id);
  const parents = contacts.parents.get(row.user_id) ?? [];
  const cells: Record<RegistrationExportColumn, () => string | null> = {
    fullName: () => r.fullName,
    userName: () => r.userName,
    dateOfBirth: () => dayCell(r.dateOfBirth),
    status: () => sheet.words.registrationStatus[r.status],
    place: () => (r.position === null ? null : String(r.position)),
    // Only a parent registers someone else; nobody named means they registered themself.
    registeredBy: () => r.registeredBy ?? sheet.words.themself,
    registeredAt: () => timeCell(r.registeredAt, sheet.zone),
    phone: () => (person && !person.staff ? phoneCell(person.mobile) : null),
    parentName: () =>
      listCell(
        sheet,
        parents.map((p) => p.name),
      ),
    parentPhone: () =>
      listCell(
        sheet,
        parents.filter((p) => !p.staff).map((p) => phoneCell(p.mobile)!),
      ),
  };
  return columns.map((column) => cells[column]());
}

/**
 * An event's registrations as CSV in the reader's words, in the order they came, read a page at a
 * time; an audited action. Callers who may read subscribers' records (`subscriber.view`) also get
 * each person's mobile number and, for a minor, their parents' or guardians' names and numbers.
 */
export async function registrationsCsv(
  actor: EventActor,
  held: ReadonlySet<string>,
  eventId: number,
): Promise<CsvFile> {
  const { db } = actor.deps;
  await visibleEvent(db, actor, eventId);
  await requireRegistrations(db, actor, eventId);
  await audited(actor, db, eventId, 'event-export');
  const sheet = await sheetOf(
    await languageOf(actor.deps, actor.auth.userId),
    (await organisationSettings(actor.deps)).timeZone,
  );
  const columns = REGISTRATION_EXPORT_COLUMNS.filter(
    (column) => held.has('subscriber.view') || !CONTACT.includes(column),
  );
  const contactsShown = columns.includes('phone');
  async function* rows() {
    let after: { value: number; id: number } | null = null;
    do {
      const page = await registrationPage(db, { eventId, after, limit: BATCH });
      const shown = page.slice(0, BATCH);
      const contacts = contactsShown
        ? await contactsOf(actor, shown, held)
        : { people: new Map(), parents: new Map() };
      for (const row of shown) yield rowOf(row, columns, sheet, contacts);
      const last = page.length > BATCH ? shown.at(-1) : undefined;
      after = last ? { value: Number(last.queued_at), id: last.id } : null;
    } while (after);
  }
  return {
    name: `event-${eventId}-registrations`,
    rows: { count: await registrationCount(db, eventId), exact: true },
    csv: csvStream(
      columns.map((column) => sheet.words.registrations[column]),
      rows(),
    ),
  };
}

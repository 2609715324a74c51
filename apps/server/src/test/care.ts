import type { CareRequest } from '@fieldhouse/contract';
import type { TestApp } from './harness.ts';
import { makeParent, yearsAgo } from './events.ts';
import { person } from './journeys.ts';

/* What the care tests build on: families, a record to keep, and the rows a refused call must leave alone. */

export type Caller = Awaited<ReturnType<typeof person>>;

/** A record with an allergy, one emergency contact and the consents given as said. */
export const record = (overrides: Partial<CareRequest> = {}): CareRequest => ({
  contacts: [{ name: 'Grace Hopper', relation: 'Aunt', isd_code: '+44', mobile: '07700 900123' }],
  allergies: 'Peanuts: carries an adrenaline pen',
  conditions: '',
  medication: '',
  consents: { photos: true, travel: false, treatment: true },
  ...overrides,
});

/** A child of `age` (10 unless said) and their parent, linked as registration's approval links them. */
export async function family(t: TestApp, age = 10) {
  const [parent, child] = await Promise.all([person(t, 'subscriber'), person(t, 'subscriber')]);
  await t.db
    .updateTable('users')
    .set({ date_of_birth: yearsAgo(age) })
    .where('id', '=', child.userId)
    .execute();
  await makeParent(t, parent.userId, child.userId);
  return { parent, child };
}

export const keepFor = (t: TestApp, parent: Caller, child: Caller, body: unknown = record()) =>
  t.api('PUT', `family/children/${child.publicId}/care`, body, { token: parent.token });

/** The care records and the audit trail, to compare before and after a refused call. */
export async function careRows(t: TestApp) {
  const [care, audit] = await Promise.all([
    t.db.selectFrom('care_records').selectAll().orderBy('user_id').execute(),
    t.db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
  ]);
  return { care, audit };
}

/** The trail's entries of an action about a person. */
export const auditOf = (t: TestApp, action: string, publicId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['user_id', 'action', 'object_id', 'object_name', 'detail', 'facts'])
    .where('action', '=', action)
    .where('object_id', '=', publicId)
    .execute();

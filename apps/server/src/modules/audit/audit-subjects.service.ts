import { AUDIT_SUBJECTS_LIMIT, type AuditSubject, type AuditSubjectsQuery } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import * as repo from './audit-subjects.repository.ts';

/** The one person or thing a `type:id` names, if it is still on file. */
async function byRef(db: DbOrTrx, ref: string): Promise<AuditSubject | undefined> {
  const at = ref.indexOf(':');
  const type = ref.slice(0, at);
  const id = ref.slice(at + 1);
  if (type === 'subscriber') return (await repo.people(db, { id }))[0];
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0 || number > 2_147_483_647) return undefined;
  return (await repo.things(db, { type, id: number }))[0];
}

/** The name of what a `type:id` names, for the export's record of its filters. */
export const nameOf = async (db: DbOrTrx, ref: string) => (await byRef(db, ref))?.name;

/** `GET audit/subjects`: people (and, unless only people are asked for, other things) found by name. */
export async function subjects(db: DbOrTrx, query: AuditSubjectsQuery) {
  if (query.ref) {
    const found = await byRef(db, query.ref);
    return { items: found ? [found] : [] };
  }
  if (!query.q) return { items: [] };
  const people = await repo.people(db, { text: query.q });
  if (query.people) return { items: people };
  const things = await repo.things(db, { text: query.q });
  return { items: [...people, ...things].slice(0, AUDIT_SUBJECTS_LIMIT) };
}

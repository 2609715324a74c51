import { CARE_CONSENTS, dayInZone, fromLocalInput, type Care, type CareRequest } from '@fieldhouse/contract';
import { auditBy, type AuditActor } from '../../platform/audit.ts';
import { isAdult } from '../../platform/account-flow.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, notFound, type FieldProblem } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson, type Person } from '../../platform/users.repository.ts';
import { familyParentIds, isFamilyParent } from '../connections/index.ts';
import { isdCodeExists } from '../people/index.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './care.repository.ts';

type StoredConsent = { given: boolean; at: number; by: number | null };
type StoredConsents = Record<(typeof CARE_CONSENTS)[number], StoredConsent>;

/** The stored row as the contract shows it, consents with the name of whoever answered them. */
async function toCare(deps: Deps, row: repo.CareRow | undefined): Promise<Care | null> {
  if (!row) return null;
  const consents = JSON.parse(row.consents) as StoredConsents;
  const ids = CARE_CONSENTS.flatMap((kind) => (consents[kind].by === null ? [] : [consents[kind].by]));
  const names = await repo.namesOf(deps.db, [...new Set(ids)]);
  const consent = ({ given, at, by }: StoredConsent) => ({
    given,
    at: new Date(Number(at)).toISOString(),
    by: (by !== null && names.get(by)) || '',
  });
  return {
    contacts: JSON.parse(row.contacts) as Care['contacts'],
    allergies: row.allergies,
    conditions: row.conditions,
    medication: row.medication,
    consents: {
      photos: consent(consents.photos),
      travel: consent(consents.travel),
      treatment: consent(consents.treatment),
    },
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

const careOf = async (deps: Deps, userId: number) => ({
  care: await toCare(deps, await repo.findCare(deps.db, userId)),
});

/**
 * Writes the whole record for `person`. A consent keeps when and by whom it was answered until
 * its answer changes.
 */
async function keep(deps: Deps, actor: AuditActor, person: Person, input: CareRequest) {
  // Country codes as everywhere a number is typed: one the organisation's list knows.
  const fields: Record<string, FieldProblem> = {};
  for (const [i, contact] of input.contacts.entries()) {
    if (!(await isdCodeExists(deps.db, contact.isd_code)))
      fields[`contacts.${i}.isd_code`] = 'ISD_CODE_UNKNOWN';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', fields);
  }
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findCare(trx, person.id);
    const old = before ? (JSON.parse(before.consents) as StoredConsents) : null;
    const now = Date.now();
    const consents = Object.fromEntries(
      CARE_CONSENTS.map((kind) => {
        const given = input.consents[kind];
        const kept = old?.[kind];
        return [kind, kept && kept.given === given ? kept : { given, at: now, by: actor.auth.userId }];
      }),
    ) as StoredConsents;
    await repo.saveCare(trx, {
      user_id: person.id,
      contacts: JSON.stringify(input.contacts),
      allergies: input.allergies,
      conditions: input.conditions,
      medication: input.medication,
      consents: JSON.stringify(consents),
      updated_by: actor.auth.userId,
      updated_at: now,
    });
    await auditBy(trx, actor, {
      action: 'care-kept',
      object: { type: 'subscriber', id: person.public_id, name: person.full_name },
    });
  });
  // Once stored (organisationSettings reads outside the transaction).
  for (const userId of await readersOf(deps, person.id)) {
    await deps.live.publish(deps.db, { t: 'care', userId, subscriberID: person.public_id });
  }
  return careOf(deps, person.id);
}

/**
 * Whose open consoles follow a change at once: the person, their parents, and staff who may read
 * it today (staffCare's rule: `safeguarding.medical` with `event.every-team`, or coaching a team
 * of theirs that plays today). The push names the person only; each console reads what it may.
 */
async function readersOf(deps: Deps, personId: number): Promise<Set<number>> {
  const { db } = deps;
  const { from, to } = await today(deps);
  const playing = await repo.teamsPlaying(db, await repo.teamsOf(db, personId), from, to);
  return new Set([
    personId,
    ...(await familyParentIds(db, personId)),
    ...(await repo.medicalReaders(db, [...playing])),
  ]);
}

/** A child of the caller by a family link; anyone else's child, or nobody, is 404. */
async function childOf(deps: Deps, auth: { userId: number }, childId: string) {
  const child = await findPerson(deps.db, { publicId: childId });
  if (!child || !(await isFamilyParent(deps.db, auth.userId, child.id))) {
    throw notFound('No child of yours has that id.');
  }
  return child;
}

export async function childCare(deps: Deps, auth: AuthContext, childId: string) {
  return careOf(deps, (await childOf(deps, auth, childId)).id);
}

export async function keepChildCare(deps: Deps, actor: AuditActor, childId: string, input: CareRequest) {
  return keep(deps, actor, await childOf(deps, actor.auth, childId), input);
}

async function me(deps: Deps, auth: { userId: number }) {
  const person = await findPerson(deps.db, { id: auth.userId });
  if (!person) throw notFound('There is no such account.');
  return { person, keptByParent: !isAdult(person.date_of_birth, await organisationSettings(deps)) };
}

export async function ownCare(deps: Deps, auth: AuthContext) {
  const { keptByParent } = await me(deps, auth);
  return { ...(await careOf(deps, auth.userId)), keptByParent };
}

/** An adult keeps their own; a child's are kept by their parent. */
export async function keepOwnCare(deps: Deps, actor: AuditActor, input: CareRequest) {
  const { person, keptByParent } = await me(deps, actor.auth);
  if (keptByParent) {
    throw new AppError(
      403,
      'CARE_KEPT_BY_PARENT',
      'Your parent or guardian keeps your emergency contacts, medical notes and consents.',
    );
  }
  return keep(deps, actor, person, input);
}

const DAY_MS = 86_400_000;

/** Today in the organisation's time zone, from its midnight to the next. */
async function today(deps: Deps, now = Date.now()) {
  const { timeZone } = await organisationSettings(deps);
  const day = dayInZone(now, timeZone);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const midnight = (date: string) =>
    Date.parse(fromLocalInput(`${date}T00:00`, timeZone) ?? `${date}T00:00:00Z`);
  return { from: midnight(day), to: midnight(next) };
}

/** Staff reading a record: who, from where, and whether they see everyone's (`event.every-team`). */
export type CareReader = AuditActor & { everyTeam: boolean };

/**
 * Staff's read, always audited. Without `event.every-team` (a coach) only a player or registrant
 * of a team they coach (anyone else 404), and only on a day that team plays (403).
 */
export async function staffCare(deps: Deps, reader: CareReader, subscriberID: string) {
  const person = await findPerson(deps.db, { publicId: subscriberID });
  if (!person) throw notFound('There is no such person.');
  if (!reader.everyTeam) {
    const teams = await repo.coachedTeamsOf(deps.db, reader.auth.userId, person.id);
    if (teams.length === 0) throw notFound('There is no such person in a team you coach.');
    const { from, to } = await today(deps);
    if ((await repo.teamsPlaying(deps.db, teams, from, to)).size === 0) {
      throw new AppError(
        403,
        'CARE_NOT_MATCH_DAY',
        'A coach reads a child’s emergency contacts and medical notes only on a day their team plays.',
      );
    }
  }
  await auditBy(deps.db, reader, {
    action: 'care-read',
    object: { type: 'subscriber', id: person.public_id, name: person.full_name },
  });
  return {
    person: { subscriberID: person.public_id, fullName: person.full_name },
    ...(await careOf(deps, person.id)),
  };
}

/** Of these people, the ones whose medical notes say something (the attendance page's flag). */
export const withMedicalNotes = repo.withMedicalNotes;

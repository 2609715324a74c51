import type { ChatSuspension } from '@fieldhouse/contract';
import { auditBy, type AuditActor } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import * as repo from './reports.repository.ts';

async function personOf(deps: Deps, personId: string) {
  const person = await findPerson(deps.db, { publicId: personId });
  if (!person) throw notFound('That person does not exist.');
  return person;
}

/** Everyone whose chat is suspended now. */
export async function chatSuspensions(deps: Deps): Promise<ChatSuspension[]> {
  const rows = await repo.suspensions(deps.db);
  return rows.map((r) => ({
    person: { subscriberID: r.public_id, full_name: r.full_name },
    note: r.note,
    since: new Date(r.created_at).toISOString(),
  }));
}

/**
 * Suspends or lifts a person's chat, audited; doing what is already so changes nothing. Their
 * consoles read their chat again (`connections`), so the panel says so at once.
 */
export async function setChatSuspension(
  deps: Deps,
  actor: AuditActor,
  personId: string,
  change: { suspend: true; note: string } | { suspend: false },
) {
  const person = await personOf(deps, personId);
  await deps.db.transaction().execute(async (trx) => {
    const changed = change.suspend
      ? await repo.suspend(trx, person.id, change.note, actor.auth.userId)
      : await repo.lift(trx, person.id);
    if (!changed) return;
    await auditBy(trx, actor, {
      action: change.suspend ? 'safeguarding-chat-suspend' : 'safeguarding-chat-lift',
      ...(change.suspend && change.note ? { facts: { note: change.note } } : {}),
      object: { type: 'subscriber', id: person.public_id, name: person.full_name },
    });
    await deps.live.publish(trx, { t: 'connections', userId: person.id });
  });
}

import {
  SEEDED_ROLES,
  auditTerm,
  type AuditAction,
  type AuditFact,
  type AuditFacts,
  type SeededRole,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../db/connect.ts';
import { insertAuditEntry } from './audit.repository.ts';
import type { Client } from './request-context.ts';

export type AuditEntry = {
  userId: number | null;
  action: AuditAction;
  menuId: number | null;
  ip: string | null;
  /**
   * What the reader's language words as the detail: names as written, numbers, and terms (codes the
   * catalogs word, `auditTerm`); see packages/contract/src/audit-words. Never secrets.
   */
  facts?: AuditFacts;
  /** Free text shown as written in every language: prefer `facts`. */
  detail?: string;
  /** What it was done to, e.g. `{ type: 'subscriber', id: publicId, name }`; the name is kept for the search by name. */
  object?: { type: string; id: string; name?: string | null };
};

const hasFacts = (facts: AuditFacts | undefined): facts is AuditFacts =>
  facts !== undefined && Object.keys(facts).length > 0;

/** Records who did what, from which menu item (`menuID` header). Never pass secrets in `detail`. */
export async function audit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    user_id: entry.userId,
    action: entry.action,
    menu_id: entry.menuId,
    detail: entry.detail ?? null,
    facts: hasFacts(entry.facts) ? JSON.stringify(entry.facts) : null,
    ip: entry.ip,
    at: Date.now(),
    object_type: entry.object?.type ?? null,
    object_id: entry.object?.id ?? null,
    object_name: entry.object?.name ?? null,
  });
}

/** A signed-in person acting from a client: the audit records them, their menu item and address. */
export type AuditActor = { auth: { userId: number }; client: Client };

/** Records what a signed-in person did, from the client they called from. */
export function auditBy(
  db: DbOrTrx,
  actor: AuditActor,
  entry: Omit<AuditEntry, 'userId' | 'menuId' | 'ip'>,
): Promise<void> {
  return audit(db, { userId: actor.auth.userId, menuId: actor.client.menuId, ip: actor.client.ip, ...entry });
}

/** A role as a fact: a seeded role still under its seeded name is worded by its key in each language. */
export function roleFact(role: { key: string | null; name: string }): AuditFact {
  const seeded = role.key && role.key in SEEDED_ROLES ? SEEDED_ROLES[role.key as SeededRole] : undefined;
  return role.key && seeded?.name === role.name ? auditTerm('role', role.key, role.name) : role.name;
}

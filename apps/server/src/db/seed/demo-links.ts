import { randomUUID } from 'node:crypto';
import { PARENT_LINK_DAYS } from '@fieldhouse/contract';
import type { Db } from '../connect.ts';

/** The demo accounts' connections and mia's open parent request, by user name. */
export async function seedDemoLinks(db: Db, ids: Map<string, number>, now: number): Promise<void> {
  // coach asked sam to connect as teammates and sam accepted (so two people can try chat at once).
  await db
    .insertInto('relations')
    .values({
      from_user_id: ids.get('coach') ?? 0,
      to_user_id: ids.get('sam') ?? 0,
      kind: 'teammate',
      status: 'accepted',
      created_at: now - 20 * 3_600_000,
      updated_at: now - 5 * 3_600_000,
    })
    .execute();

  // mia has named sam: the link sam was texted, /x?c=<mia>&p=<sam>, leads to the approval step.
  await db
    .insertInto('parent_requests')
    .values({
      public_id: randomUUID(),
      child_id: ids.get('mia') ?? 0,
      parent_mobile_e164: '+447700900003',
      parent_user_id: ids.get('sam') ?? null,
      status: 'pending',
      created_at: now - 2 * 3_600_000,
      expires_at: now - 2 * 3_600_000 + PARENT_LINK_DAYS * 86_400_000,
    })
    .execute();
}

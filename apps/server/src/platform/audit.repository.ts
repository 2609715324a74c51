import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../db/connect.ts';
import type { AuditLogTable } from '../db/database.ts';

export async function insertAuditEntry(db: DbOrTrx, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

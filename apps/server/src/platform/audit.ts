import type { AuditAction } from '@fieldhouse/contract';
import type { DbOrTrx } from '../db/connect.ts';

export type AuditEntry = {
  userId: number | null;
  action: AuditAction;
  menuId: number | null;
  ip: string | null;
  detail?: string;
  /** What it was done to, e.g. `{ type: 'subscriber', id: publicId }`. */
  object?: { type: string; id: string };
};

/** Records who did what, from which menu item (`menuID` header). Never pass secrets in `detail`. */
export async function audit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      menu_id: entry.menuId,
      detail: entry.detail ?? null,
      ip: entry.ip,
      at: Date.now(),
      object_type: entry.object?.type ?? null,
      object_id: entry.object?.id ?? null,
    })
    .execute();
}

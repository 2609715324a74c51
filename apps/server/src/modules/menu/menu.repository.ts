import type { DbOrTrx } from '../../db/connect.ts';

export function listMenuItems(db: DbOrTrx) {
  return db.selectFrom('menu_items').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export async function grantedMenuItemIds(db: DbOrTrx, roleId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('role_grants')
    .select('menu_item_id')
    .where('role_id', '=', roleId)
    .execute();
  return new Set(rows.map((r) => r.menu_item_id));
}

import type { DbOrTrx } from '../../db/connect.ts';
import * as repo from './roles.repository.ts';

/** The ids of the roles Fieldhouse comes with, by their key (staff may rename one, never re-key it). */
export const seededRoleIds = (db: DbOrTrx) => repo.seededRoleIds(db);

/** One role by id; undefined when there is none. */
export const findRole = (db: DbOrTrx, roleId: number) => repo.findRole(db, roleId);

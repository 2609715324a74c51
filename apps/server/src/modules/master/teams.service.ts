import type { DbOrTrx } from '../../db/connect.ts';
import * as repo from './teams.repository.ts';

/** The teams each of these staff members coaches. */
export const teamsCoachedBy = (db: DbOrTrx, userIds: number[]) => repo.teamsCoachedBy(db, userIds);

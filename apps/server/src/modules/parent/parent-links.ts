import type { DbOrTrx } from '../../db/connect.ts';
import * as repo from './parent.repository.ts';

/** Makes (or renews) the link that gives a parent their child's family access. */
export const linkParent = (db: DbOrTrx, link: Parameters<typeof repo.linkParent>[1]) =>
  repo.linkParent(db, link);

/** Who has been named as the child's parent and has not answered yet, if anyone. */
export const pendingParentOf = (db: DbOrTrx, childId: number, now: number) =>
  repo.pendingParentOf(db, childId, now);

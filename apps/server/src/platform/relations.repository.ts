import type { DbOrTrx } from '../db/connect.ts';

/** The relations a person is in, either way round, each joined to the other person (`other`). */
export function relationsWithOther(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('relations')
    .innerJoin('users as other', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('relations.from_user_id', '=', userId),
            eb('other.id', '=', eb.ref('relations.to_user_id')),
          ]),
          eb.and([
            eb('relations.to_user_id', '=', userId),
            eb('other.id', '=', eb.ref('relations.from_user_id')),
          ]),
        ]),
      ),
    );
}

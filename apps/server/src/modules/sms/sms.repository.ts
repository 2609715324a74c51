import type { DbOrTrx } from '../../db/connect.ts';

/** One page of the SMS log, newest first, and how many there are in all. */
export async function listSms(db: DbOrTrx, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('sms_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

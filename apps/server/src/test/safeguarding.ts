import type { TestApp } from './harness.ts';
import { befriend, person, relate } from './journeys.ts';

/*
 * The people a safeguarding test starts from: a 14-year-old, their family parent, an adult the child
 * is connected to, a stranger, and a member of staff holding `safeguarding.review` (an Admin).
 */

export type Someone = Awaited<ReturnType<typeof person>>;

/** A child of about 14 (their date of birth moved from an adult's). */
export async function child(t: TestApp): Promise<Someone> {
  const someone = await person(t, 'subscriber');
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 14);
  await t.db
    .updateTable('users')
    .set({ date_of_birth: born.toISOString().slice(0, 10) })
    .where('id', '=', someone.userId)
    .execute();
  return someone;
}

export async function family(t: TestApp) {
  const [kid, parent, adult, stranger, staff] = await Promise.all([
    child(t),
    person(t, 'subscriber'),
    person(t, 'subscriber'),
    person(t, 'subscriber'),
    person(t, 'admin'),
  ]);
  await relate(t, {
    from: parent.userId,
    to: kid.userId,
    kind: 'parent',
    status: 'accepted',
    origin: 'approval',
  });
  await befriend(t, adult.userId, kid.userId);
  return { kid, parent, adult, stranger, staff };
}

/** Sends a chat message as `from` to `to` and returns its id. */
export async function message(t: TestApp, from: Someone, to: Someone, msg: string): Promise<number> {
  const res = await t.api('POST', 'chat/messages', { friendId: to.publicId, msg }, { token: from.token });
  if (res.statusCode !== 200) throw new Error(`send failed: ${res.body}`);
  return res.json<{ message: { id: number } }>().message.id;
}

export const auditOf = (t: TestApp, action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

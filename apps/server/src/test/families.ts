import type { ChildRecordResponse, ConnectionsResponse, Notification } from '@fieldhouse/contract';
import { agedPerson, makeParent } from './events.ts';
import type { TestApp } from './harness.ts';

/** A person of the families' tests: signed in, with the user name they are found by. */
export type Member = Awaited<ReturnType<typeof agedPerson>>;

/** The calls of a family's tests: children (14) with their parents, adults, and what each does and sees. */
export function familyKit(t: TestApp) {
  const adult = () => agedPerson(t, 35);
  /** A child of 14 and their parents (family links, as the registration's approval makes them). */
  async function family(count = 1) {
    const child = await agedPerson(t, 14);
    const parents: Member[] = [];
    for (let i = 0; i < count; i++) {
      const parent = await adult();
      await makeParent(t, parent.userId, child.userId);
      parents.push(parent);
    }
    return { child, parents, parent: parents[0]! };
  }
  const post = (who: Member, url: string, body: unknown) => t.api('POST', url, body, { token: who.token });
  return {
    adult,
    family,
    post,
    ask: (from: Member, to: Member) =>
      post(from, 'connections/request', { userName: to.userName, kind: 'friend' }),
    listOf: async (who: Member) =>
      (await t.api('GET', 'connections', undefined, { token: who.token })).json<ConnectionsResponse>(),
    notes: async (who: Member) =>
      (await post(who, 'notify/list', { data: 'x' })).json<{ notification: Notification[] }>().notification,
    childPage: async (parent: Member, child: Member) =>
      (
        await t.api('GET', `family/children/${child.publicId}`, undefined, { token: parent.token })
      ).json<ChildRecordResponse>(),
    decide: (parent: Member, child: Member, other: Member, approve: boolean) =>
      post(parent, `family/children/${child.publicId}/requests/decide`, {
        subscriberID: other.publicId,
        kind: 'friend',
        approve,
      }),
    accept: (who: Member, from: Member) =>
      post(who, 'connections/respond', { fromId: from.publicId, accept: true }),
    audits: (userId: number) =>
      t.db.selectFrom('audit_log').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  };
}

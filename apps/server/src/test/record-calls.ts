import { expect } from 'vitest';
import type { SubscriberRecord } from '@fieldhouse/contract';
import type { TestApp } from './harness.ts';

type Caller = { token: string };
const MENU = { menuID: '13' };

/**
 * Staff calls on a subscriber's record, as the record page makes them (menu 13), and its audit
 * trail; `app` is read at each call because the test file starts its app in `beforeAll`.
 */
export function recordCalls(app: () => TestApp) {
  const read = (caller: Caller, id: string) =>
    app().api('GET', `subscribers/${id}`, undefined, { token: caller.token, headers: MENU });
  return {
    read,
    record: async (caller: Caller, id: string) => {
      const res = await read(caller, id);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SubscriberRecord>();
    },
    post: (caller: Caller, id: string, what: string, body?: unknown) =>
      app().api('POST', `subscribers/${id}/${what}`, body, { token: caller.token, headers: MENU }),
    edit: (caller: Caller, id: string, body: unknown) =>
      app().api('PATCH', `subscribers/${id}`, body, { token: caller.token, headers: MENU }),
    auditOf: (id: string) =>
      app()
        .db.selectFrom('audit_log')
        .select(['action', 'menu_id', 'detail', 'facts', 'user_id'])
        .where('object_type', '=', 'subscriber')
        .where('object_id', '=', id)
        .orderBy('id')
        .execute(),
  };
}

import { describe, expectTypeOf, it } from 'vitest';
import type { Reply } from '@fieldhouse/contract';
import type { call } from './api.ts';

// The console calls the API through the contract's endpoint table: these lines stop compiling (and
// `@ts-expect-error` turns into an error of its own) if a call no longer matches the table.
type Call = typeof call;

describe('call', () => {
  it('is typed by the endpoint table', () => {
    expectTypeOf<ReturnType<typeof call<'POST /menu'>>>().resolves.toEqualTypeOf<Reply<'POST /menu'>>();
    expectTypeOf<Reply<'GET /review/registrations'>['items']>().toBeArray();
    type Decision = Parameters<typeof call<'POST /review/registrations/:subscriberID/decision'>>[1];
    expectTypeOf<Decision>().toMatchTypeOf<{
      params: { subscriberID: string };
      body: { decision: 'approve' | 'reject' };
    }>();

    const checks = (api: Call) => [
      // @ts-expect-error a path the table does not have
      api('POST /menus', {}),
      // @ts-expect-error a method the path does not take
      api('GET /login', {}),
      // @ts-expect-error a body the endpoint does not take
      api('POST /login', { body: { user: 'sam' } }),
      // @ts-expect-error path parameters are required
      api('POST /review/registrations/:subscriberID/decision', { body: { decision: 'approve' } }),
      // @ts-expect-error a picture goes as a form
      api('POST /subscriber/picture', { body: { picture: 'x' } }),
    ];
    expectTypeOf(checks).toBeFunction();
  });
});

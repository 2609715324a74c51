import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionsResponse } from '@fieldhouse/contract';
import { demoBed, type DemoBed } from '../../test/beds.ts';
import { snapshot } from '../../test/journeys.ts';

let { t, ids, tokens } = {} as DemoBed;
beforeAll(async () => ({ t, ids, tokens } = await demoBed()));
afterAll(() => t.close());

const call = (who: string, url: string, body?: unknown) =>
  t.api(body === undefined ? 'GET' : 'POST', url, body, { token: tokens[who] });
const connectionsOf = async (who: string) =>
  (await call(who, 'connections')).json<ConnectionsResponse>().connections;

describe('connections', () => {
  it('lists the demo teammates sam and coach for both of them', async () => {
    expect(await connectionsOf('sam')).toEqual([
      {
        subscriberID: ids.coach,
        full_name: 'Casey Rivera',
        user_name: 'coach',
        profile_image: '',
        kind: 'teammate',
        role: 'teammate',
        origin: 'request',
        since: expect.any(String),
      },
    ]);
    expect((await connectionsOf('coach')).map((c) => c.user_name)).toEqual(['sam']);
  });

  it('asks, notifies the other from the asker, shows the request, and connects on accept', async () => {
    const res = await call('admin', 'connections/request', { subscriberID: ids.sam, kind: 'friend' });
    expect(res.statusCode).toBe(200);
    const list = (await call('sam', 'notify/list', { data: 'x' })).json();
    expect(list.notification[0]).toMatchObject({ from_id: ids.admin, full_name: 'Alex Morgan' });
    expect(list.notification[0].message).toEqual({
      msg: 'Alex Morgan wants to connect with you as a friend.',
      kind: 'connection-requested',
      params: { name: 'Alex Morgan', relation: 'friend' },
    });

    const pending = await call('sam', 'connections/pending-from', { fromId: ids.admin });
    expect(pending.json()).toEqual({
      status: '200',
      from: { subscriberID: ids.admin, full_name: 'Alex Morgan', user_name: 'admin', profile_image: '' },
      kind: 'friend',
      requestedAt: expect.any(String),
    });
    expect((await call('sam', 'connections/respond', { fromId: ids.admin, accept: true })).statusCode).toBe(
      200,
    );
    expect((await connectionsOf('sam')).map((c) => [c.user_name, c.kind])).toContainEqual([
      'admin',
      'friend',
    ]);
    expect((await connectionsOf('admin')).map((c) => c.user_name)).toEqual(['sam']);
    const back = (await call('admin', 'notify/list', { data: 'x' })).json().notification[0];
    expect(back).toMatchObject({
      from_id: ids.sam,
      message: {
        msg: 'Sam Okafor accepted your connection request.',
        kind: 'connection-accepted',
        params: { name: 'Sam Okafor' },
      },
    });
  });

  it('refuses to ask twice or once connected, changing nothing', async () => {
    const before = await snapshot(t);
    const res = await call('admin', 'connections/request', { subscriberID: ids.sam, kind: 'friend' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_EXISTS');
    expect(await snapshot(t)).toEqual(before);
  });

  it('records a decline, after which the asker may ask again', async () => {
    await call('coach', 'connections/request', { subscriberID: ids.admin, kind: 'friend' });
    expect(
      (await call('coach', 'connections/request', { subscriberID: ids.admin, kind: 'friend' })).statusCode,
    ).toBe(409);
    expect(
      (await call('admin', 'connections/request', { subscriberID: ids.coach, kind: 'friend' })).json().code,
    ).toBe('INVALID_STATE');
    expect(
      (await call('admin', 'connections/respond', { fromId: ids.coach, accept: false })).statusCode,
    ).toBe(200);
    expect((await connectionsOf('admin')).map((c) => c.user_name)).not.toContain('coach');
    expect((await call('admin', 'connections/respond', { fromId: ids.coach, accept: true })).statusCode).toBe(
      404,
    );
    expect(
      (await call('coach', 'connections/request', { subscriberID: ids.admin, kind: 'friend' })).statusCode,
    ).toBe(200);
  });

  it('removes a connection either side ended', async () => {
    expect(
      (await call('sam', 'connections/remove', { subscriberID: ids.admin, kind: 'friend' })).statusCode,
    ).toBe(200);
    expect((await connectionsOf('admin')).map((c) => c.user_name)).not.toContain('sam');
    expect(
      (await call('sam', 'connections/remove', { subscriberID: ids.admin, kind: 'friend' })).statusCode,
    ).toBe(404);
  });

  it("lets only the parent end an approved parent link, and shows each side's role", async () => {
    const now = Date.now();
    await t.db
      .insertInto('relations')
      .values({
        from_user_id: await t.userId('sam'),
        to_user_id: await t.userId('admin'),
        kind: 'parent',
        status: 'accepted',
        origin: 'approval',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await connectionsOf('admin')).find((c) => c.user_name === 'sam')).toMatchObject({
      role: 'parent',
      origin: 'approval',
    });
    expect((await connectionsOf('sam')).find((c) => c.user_name === 'admin')?.role).toBe('child');
    const res = await call('admin', 'connections/remove', { subscriberID: ids.sam, kind: 'parent' });
    expect(res.statusCode).toBe(403);
    expect(
      (await call('sam', 'connections/remove', { subscriberID: ids.admin, kind: 'parent' })).statusCode,
    ).toBe(200);
  });

  it('keeps an account that is not active out, and hides accounts that are not active', async () => {
    expect(
      (await call('mia', 'connections/request', { subscriberID: ids.sam, kind: 'friend' })).statusCode,
    ).toBe(403);
    const res = await call('sam', 'connections/request', { subscriberID: ids.mia, kind: 'friend' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses connecting with yourself and an unknown id', async () => {
    expect(
      (await call('sam', 'connections/request', { subscriberID: ids.sam, kind: 'friend' })).json().fields,
    ).toHaveProperty('subscriberID');
    expect(
      (await call('sam', 'connections/request', { subscriberID: "' OR 1=1 --", kind: 'friend' })).statusCode,
    ).toBe(404);
    expect((await call('sam', 'connections/pending-from', { fromId: '<script>' })).statusCode).toBe(404);
  });

  it.each([
    ['connections/request', { subscriberID: 'x', kind: 'enemy' }, 'kind'],
    ['connections/request', { subscriberID: 'x'.repeat(65), kind: 'friend' }, 'subscriberID'],
    ['connections/request', { kind: 'friend' }, 'userName'],
    ['connections/respond', { fromId: 'x', accept: 'yes' }, 'accept'],
    ['connections/respond', { fromId: 'x', accept: true, extra: 1 }, 'extra'],
    ['connections/remove', { subscriberID: 'x' }, 'kind'],
    ['connections/pending-from', { fromId: 42 }, 'fromId'],
  ])('%s refuses %j, changing nothing', async (url, body, field) => {
    const before = await snapshot(t);
    const res = await call('sam', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a caller without a token', async () => {
    expect((await t.api('GET', 'connections')).statusCode).toBe(401);
  });
});

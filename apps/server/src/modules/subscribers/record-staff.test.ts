import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, type SeededRole, type SubscriberRecord } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, snapshot } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof person>>;
const MENU = { menuID: '13' };
const call = (caller: Person, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  t.api(method, url, body, { token: caller.token, headers: MENU });

/** Every subscriber call that changes a person or reaches them. */
const writeCalls = (caller: Person, id: string) => [
  call(caller, 'POST', `subscribers/${id}/status`, { action: 'suspend', reason: 'Taken off the rota' }),
  call(caller, 'POST', `subscribers/${id}/status`, { action: 'reactivate' }),
  call(caller, 'PATCH', `subscribers/${id}`, { full_name: 'Someone Else' }),
  call(caller, 'POST', `subscribers/${id}/sign-out`),
  call(caller, 'POST', `subscribers/${id}/text`, { text: 'Hello' }),
];

describe('staff accounts through the subscriber calls', () => {
  it('are not there for any subscriber write call (404), whoever asks, and nothing changes', async () => {
    const admin = await person(t, 'admin');
    const boss = await person(t, 'superAdmin');
    const targets = [await person(t, 'coach'), await person(t, 'admin'), await person(t, 'superAdmin')];
    const before = await snapshot(t);
    for (const caller of [admin, boss]) {
      for (const target of targets) {
        for (const answer of await Promise.all(writeCalls(caller, target.publicId))) {
          expect(answer.statusCode, answer.body).toBe(404);
          expect(answer.json().code).toBe('NOT_FOUND');
        }
      }
    }
    expect(await snapshot(t)).toEqual(before);
    for (const target of targets) {
      const row = await t.db
        .selectFrom('users')
        .select('status')
        .where('id', '=', target.userId)
        .executeTakeFirst();
      expect(row?.status).toBe(UserStatus.active);
    }
  });

  it('still reach a subscriber', async () => {
    const admin = await person(t, 'admin');
    const athlete = await person(t, 'subscriber');
    const answers = await Promise.all(writeCalls(admin, athlete.publicId).slice(2));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });

  it('show a staff record only to those who manage staff, and never as changeable there', async () => {
    const coach = await person(t, 'coach');
    const admin = await person(t, 'admin');
    const otherAdmin = await person(t, 'admin');
    const boss = await person(t, 'superAdmin');
    for (const target of [otherAdmin, boss]) {
      for (const what of ['', '/notifications', '/texts']) {
        const answer = await call(coach, 'GET', `subscribers/${target.publicId}${what}`);
        expect(answer.statusCode, `${what} ${answer.body}`).toBe(404);
      }
    }
    const seen = await call(admin, 'GET', `subscribers/${boss.publicId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<SubscriberRecord>().can).toEqual({
      edit: false,
      suspend: false,
      text: false,
      family: false,
    });
  });
});

describe('sessions, sign-ins and addresses on a record', () => {
  it('are given only to holders of subscriber.sessions; the rest of the record is not', async () => {
    const target = await person(t, 'subscriber');
    const expected: Record<Exclude<SeededRole, 'subscriber'>, boolean> = {
      superAdmin: true,
      admin: true,
      coach: false,
    };
    for (const [role, sees] of Object.entries(expected)) {
      const answer = await call(await person(t, role as SeededRole), 'GET', `subscribers/${target.publicId}`);
      expect(answer.statusCode).toBe(200);
      const record = answer.json<SubscriberRecord>();
      expect(record.profile.subscriberID).toBe(target.publicId);
      if (sees) {
        expect(record.openSessions?.length, role).toBe(1);
        expect(record.signIns?.length, role).toBe(1);
      } else {
        expect(answer.body, role).not.toMatch(/openSessions|signIns|"ip"/);
      }
    }
  });

  it('follow the grant: an Admin without subscriber.sessions sees none', async () => {
    const own = await startTestApp();
    try {
      await own.revokeAction('admin', 'subscriber.sessions');
      const admin = await person(own, 'admin');
      const target = await person(own, 'subscriber');
      const answer = await own.api('GET', `subscribers/${target.publicId}`, undefined, {
        token: admin.token,
        headers: MENU,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<SubscriberRecord>().signIns).toBeUndefined();
    } finally {
      await own.close();
    }
  });
});

import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { UserStatus } from '@fieldhouse/contract';
import type { Db } from '../../apps/server/src/db/connect.ts';
import { roleIds } from '../../apps/server/src/db/seed/base.ts';
import { hashPassword } from '../../apps/server/src/platform/passwords.ts';

/** A virtual user: staff look people up in the directory; members chat with a friend and register. */
export type LoadUser = {
  userName: string;
  userId: number;
  publicId: string;
  kind: 'staff' | 'member';
  /** A member's friend (the other of the pair), whom they chat with. */
  friend?: { userId: number; publicId: string };
};

export type LoadPeople = { tag: string; password: string; users: LoadUser[]; eventIds: number[] };

const DAY_MS = 86_400_000;
/** One virtual user in four is staff: the directory is the console's heaviest read. */
const STAFF_EVERY = 4;

/**
 * The load's own people, made straight in the database before it starts (never the demo
 * accounts): `count` active adults with one password, members befriended in pairs, and `events`
 * open events without a fee or a limit, which every member may register for.
 */
export async function prepareLoad(db: Db, count: number, events: number): Promise<LoadPeople> {
  const tag = `load${randomBytes(3).toString('hex')}`;
  const password = `Load#${randomBytes(9).toString('base64url')}`;
  const passwordHash = await hashPassword(password);
  const roles = await roleIds(db);
  const now = Date.now();
  // Mobile numbers of their own: a random 4-digit block, then the user's number.
  const block = randomInt(1000, 9999);
  const users: LoadUser[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % STAFF_EVERY === 0 ? 'staff' : 'member';
    const number = `6${block}${String(i).padStart(5, '0')}`;
    const publicId = randomUUID();
    const { id } = await db
      .insertInto('users')
      .values({
        public_id: publicId,
        user_name: `${tag}_${i}`,
        full_name: `Load ${kind === 'staff' ? 'Staff' : 'Member'} ${tag} ${i}`,
        isd_code: '+44',
        mobile: number,
        mobile_e164: `+44${number}`,
        email: null,
        date_of_birth: '1990-01-01',
        gender: null,
        sport_id: null,
        password_hash: passwordHash,
        role_id: kind === 'staff' ? roles.admin : roles.subscriber,
        status: UserStatus.active,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.push({ userName: `${tag}_${i}`, userId: id, publicId, kind });
  }
  const members = users.filter((u) => u.kind === 'member');
  for (let i = 0; i + 1 < members.length; i += 2) {
    const [a, b] = [members[i]!, members[i + 1]!];
    a.friend = { userId: b.userId, publicId: b.publicId };
    b.friend = { userId: a.userId, publicId: a.publicId };
    await db
      .insertInto('relations')
      .values({
        from_user_id: a.userId,
        to_user_id: b.userId,
        kind: 'friend',
        status: 'accepted',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const eventIds: number[] = [];
  for (let i = 0; i < events; i++) {
    const { id } = await db
      .insertInto('events')
      .values({
        title: `Load ${tag} session ${i + 1}`,
        kind: 'training',
        status: 'open',
        sport_id: null,
        venue_id: null,
        age_category_id: null,
        starts_at: now + 30 * DAY_MS + i * 3_600_000,
        ends_at: now + 30 * DAY_MS + i * 3_600_000 + 3_600_000,
        time_zone: 'Europe/London',
        registration_opens_at: null,
        registration_closes_at: now + 20 * DAY_MS,
        capacity: null,
        fee_minor: 0,
        currency: 'GBP',
        offer_hours: 48,
        description: '',
        cancel_reason: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    eventIds.push(id);
  }
  return { tag, password, users, eventIds };
}

/** What the load's people have written, as the database holds it. */
export async function committedWrites(db: Db, people: LoadPeople) {
  const ids = people.users.map((u) => u.userId);
  const messages = await db
    .selectFrom('messages')
    .select(['body'])
    .where('from_user_id', 'in', ids)
    .execute();
  const registrations = await db
    .selectFrom('event_registrations')
    .select(['event_id', 'user_id'])
    .where('event_id', 'in', people.eventIds)
    .execute();
  return {
    messages: messages.map((m) => m.body),
    registrations: registrations.map((r) => `${r.event_id}:${r.user_id}`),
  };
}

import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_CONTACT_USER_NAME, UserStatus } from '@fieldhouse/contract';
import { hashPassword } from '../../platform/passwords.ts';
import type { Db } from '../connect.ts';

const CHAT: [from: string, to: string, msg: string, minutesAgo: number][] = [
  ['coach', 'sam', 'Hi Sam, are you coming to training on Thursday?', 180],
  ['sam', 'coach', 'Yes, and I can bring Mia once her account is approved.', 175],
  ['coach', 'sam', 'Great. Kick-off moved to 6 pm.', 30],
];

/**
 * The demo contact (a real account that echoes what it is sent after 3 s, see chat.service.ts), which
 * nobody can sign in as, and a short conversation between `sam` and `coach` so two people can try
 * a live chat straight after `npm start`.
 */
export async function seedDemoChat(db: Db, ids: Map<string, number>, roleId: number, now: number) {
  await db
    .insertInto('users')
    .values({
      public_id: randomUUID(),
      user_name: DEMO_CONTACT_USER_NAME,
      full_name: 'Echo (demo contact)',
      isd_code: '+44',
      mobile: '7700900099',
      mobile_e164: '+447700900099',
      email: null,
      date_of_birth: '2000-01-01',
      gender: 'undisclosed',
      sport_id: null,
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      role_id: roleId,
      status: UserStatus.active,
      demo: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();

  await db
    .insertInto('messages')
    .values(
      CHAT.map(([from, to, body, minutesAgo]) => ({
        from_user_id: ids.get(from) ?? 0,
        to_user_id: ids.get(to) ?? 0,
        body,
        created_at: now - minutesAgo * 60_000,
        // The newest one waits unread, so the friend list shows a count.
        read_at: minutesAgo > 60 ? now - minutesAgo * 60_000 + 30_000 : null,
      })),
    )
    .execute();
}

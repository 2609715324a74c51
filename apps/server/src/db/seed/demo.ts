import { randomUUID } from 'node:crypto';
import { notificationContent, UserStatus, type NotificationContent } from '@fieldhouse/contract';
import { isLoopback, type Config } from '../../config.ts';
import type { Db } from '../connect.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { storedContent } from '../../platform/notifications.repository.ts';
import type { SeededRole } from '@fieldhouse/contract';
import { roleIds, seedBase } from './base.ts';
import { seedDemoChat } from './demo-chat.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoMaster } from './demo-master.ts';
import { seedDemoSettings } from './demo-settings.ts';
import { seedDemoLinks } from './demo-links.ts';

/** The demo password: public by design, used only in demo mode. */
export const DEMO_PASSWORD = 'Fieldhouse#2026';

type DemoAccount = {
  userName: string;
  fullName: string;
  role: SeededRole;
  status: number;
  mobile: string;
  dateOfBirth: string;
  description: string;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userName: 'admin',
    fullName: 'Alex Morgan',
    role: 'superAdmin',
    status: UserStatus.active,
    mobile: '7700900001',
    dateOfBirth: '1985-04-12',
    description: 'Super Admin',
  },
  {
    userName: 'coach',
    fullName: 'Casey Rivera',
    role: 'coach',
    status: UserStatus.active,
    mobile: '7700900002',
    dateOfBirth: '1990-09-03',
    description: 'Coach',
  },
  {
    userName: 'sam',
    fullName: 'Sam Okafor',
    role: 'subscriber',
    status: UserStatus.active,
    mobile: '7700900003',
    dateOfBirth: '1982-01-20',
    description: 'Subscriber, parent of mia',
  },
  {
    userName: 'mia',
    fullName: 'Mia Okafor',
    role: 'subscriber',
    status: UserStatus.awaitingParent,
    mobile: '7700900004',
    dateOfBirth: '2014-06-08',
    description: 'Subscriber aged 12, waiting for sam to approve',
  },
];

const DEMO_SUBSCRIBERS = 300;

/** The console's own notifications by kind; staff's and coaches' own words as plain text. */
const NOTES: [
  from: string,
  to: string,
  what: NotificationContent | string,
  hoursAgo: number,
  seen: boolean,
][] = [
  ['mia', 'sam', notificationContent('parent-named', { name: 'Mia Okafor' }), 2, false],
  [
    'coach',
    'sam',
    notificationContent('connection-requested', { name: 'Casey Rivera', relation: 'teammate' }),
    20,
    false,
  ],
  ['coach', 'sam', 'Training moves to 6 pm on Thursday.', 72, true],
  ['sam', 'coach', notificationContent('connection-accepted', { name: 'Sam Okafor' }), 5, false],
  ['admin', 'coach', 'Your squad list for the spring season is ready to review.', 30, false],
  ['admin', 'coach', 'Welcome to Fieldhouse.', 240, true],
  ['coach', 'admin', 'Casey Rivera asked for access to the events area.', 3, false],
  ['sam', 'admin', 'Sam Okafor updated his contact details.', 50, true],
  ['admin', 'mia', 'Welcome, Mia! Your account is waiting for your parent to approve it.', 1, false],
];

/** Base data plus the demo accounts, subscribers and notifications; adds them once, when `admin` is missing. */
export async function seedDemo(db: Db): Promise<boolean> {
  await seedBase(db);
  const present = await db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', 'admin')
    .executeTakeFirst();
  if (present) return false;
  const roles = await roleIds(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const sportIds = (await db.selectFrom('sports').select('id').execute()).map((s) => s.id);
  const now = Date.now();

  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const { id } = await db
      .insertInto('users')
      .values({
        public_id: randomUUID(),
        user_name: account.userName,
        full_name: account.fullName,
        isd_code: '+44',
        mobile: account.mobile,
        mobile_e164: `+44${account.mobile}`,
        email: `${account.userName}@fieldhouse.example`,
        date_of_birth: account.dateOfBirth,
        gender: account.userName === 'mia' ? 'female' : 'undisclosed',
        sport_id: sportIds[3] ?? null,
        password_hash: passwordHash,
        role_id: roles[account.role],
        status: account.status,
        demo: 1,
        created_at: now - 90 * 86_400_000,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(account.userName, id);
  }

  await db
    .insertInto('notifications')
    .values(
      NOTES.map(([from, to, what, hoursAgo, seen]) => ({
        user_id: ids.get(to) ?? 0,
        from_user_id: ids.get(from) ?? 0,
        ...storedContent(what),
        created_at: now - hoursAgo * 3_600_000,
        seen_at: seen ? now - hoursAgo * 3_600_000 + 60_000 : null,
      })),
    )
    .execute();

  await seedDemoSettings(db, now);
  await seedDemoLinks(db, ids, now);
  await seedDemoMaster(db, ids.get('coach'));
  await seedDemoChat(db, ids, roles.subscriber, now);

  // Loaded only to seed: the generator's data (faker) would cost every later start ~35 MB of memory.
  const { generateSubscribers } = await import('./fake-subscribers.ts');
  await generateSubscribers(db, {
    count: DEMO_SUBSCRIBERS,
    passwordHash,
    roleId: roles.subscriber,
    sportIds,
    now,
    seed: 2026,
  });
  await seedDemoEvents(db, ids.get('admin'), now);
  return true;
}

/**
 * Whether any demo account — a named one or one the generator made (`users.demo`) — still signs
 * in with the public demo password, so the database holds demo data anyone could use, whatever
 * APP_MODE says now. Each distinct hash is tried once: the generator gives a whole batch one hash.
 */
export async function demoSignInsWork(db: Db): Promise<boolean> {
  const rows = await db
    .selectFrom('users')
    .select('password_hash')
    .distinct()
    .where((eb) =>
      eb.or([
        eb('demo', '=', 1),
        eb(
          'user_name',
          'in',
          DEMO_ACCOUNTS.map((a) => a.userName),
        ),
      ]),
    )
    .execute();
  for (const row of rows) if (await verifyPassword(row.password_hash, DEMO_PASSWORD)) return true;
  return false;
}

/**
 * Why this server must not start: it would listen beyond this machine on a database whose demo
 * accounts still take the public demo password (left from a demo run, whatever APP_MODE says now).
 */
export async function refuseOpenDemo(config: Config, db: Db): Promise<string | null> {
  if (isLoopback(config.host) || config.allowDemoBeyondLoopback || !(await demoSignInsWork(db))) return null;
  return `Fieldhouse will not listen on ${config.host}: this database has demo accounts whose password is public. Use a database without demo data, change those passwords, or set ALLOW_DEMO_BEYOND_LOOPBACK=true.`;
}

import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/connect.ts';
import { seed } from '../directory.ts';
import { LiveConsole, signInFor } from './live.ts';
import { committedWrites, prepareLoad, type LoadPeople } from './prepare.ts';
import { addressOf, type LoadResult } from './run-load.ts';

/** Tops the directory up to `count` people with generated subscribers (bench/directory.ts's seed). */
export async function ensureDirectory(db: Db, databaseUrl: string, count: number): Promise<void> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = count - Number(n);
  if (missing <= 0) return;
  console.log(
    `Seeding ${missing.toLocaleString('en')} subscribers into the directory (once for this database)…`,
  );
  seed({ DATABASE_URL: databaseUrl }, missing);
  await sql`vacuum analyze users`.execute(db);
}

/**
 * The load's people, each signed in once beforehand (its console's session: the load signs in
 * again every so many calls), and a live console through nginx for every member of a chatting pair.
 */
export async function loadPeople(db: Db, url: string, users: number, events: number) {
  const people = await prepareLoad(db, users, events);
  const wsUrl = `${url.replace(/^http/, 'ws')}/api/v1/live`;
  const tokens: string[] = [];
  for (let i = 0; i < people.users.length; i += 10) {
    const batch = people.users.slice(i, i + 10);
    tokens.push(
      ...(await Promise.all(
        batch.map((u, j) => signInFor(url, u.userName, people.password, addressOf(i + j))),
      )),
    );
  }
  const consoles = people.users.flatMap((u, i) =>
    u.friend
      ? [new LiveConsole(wsUrl, tokens[i]!, people.tag, `${people.tag} ${u.userName} `, u.friend.publicId)]
      : [],
  );
  await Promise.all(consoles.map((c) => c.ready));
  return { people, tokens, consoles, close: () => consoles.forEach((c) => c.close()) };
}

export type WriteCheck = {
  told: number;
  committed: number;
  lost: number;
  doubled: number;
  unexplained: number;
  extra: number;
};

/**
 * What the load was told it wrote against what the database holds: none lost (told 2xx, not
 * there), none doubled (one message twice); a write made but answered otherwise (a process killed
 * after its commit) is `extra`, and must be one the load was unsure of.
 */
export async function checkWrites(db: Db, people: LoadPeople, result: LoadResult): Promise<WriteCheck> {
  const { messages, registrations } = await committedWrites(db, people);
  const committed = [...messages, ...registrations];
  const held = new Set(committed);
  const lost = [...result.toldOk].filter((w) => !held.has(w)).length;
  const extras = [...held].filter((w) => !result.toldOk.has(w));
  return {
    told: result.toldOk.size,
    committed: committed.length,
    lost,
    doubled: committed.length - held.size,
    extra: extras.length,
    unexplained: extras.filter((w) => !result.unsure.has(w)).length,
  };
}

export function printWrites(check: WriteCheck, consoles: LiveConsole[], sentOk: number): boolean {
  const delivered = consoles.reduce((n, c) => n + c.received.size, 0);
  const resynced = consoles.reduce((n, c) => n + [...c.resynced].filter((m) => !c.received.has(m)).length, 0);
  const reopened = consoles.filter((c) => c.opens > 1).length;
  console.log(
    `  writes: ${check.told} answered 2xx, ${check.committed} in the database; lost ${check.lost}, doubled ${check.doubled}, made though not answered 2xx ${check.extra} (unexplained ${check.unexplained})`,
  );
  console.log(
    `  live consoles: ${consoles.length} open at the end ${consoles.filter((c) => c.isOpen).length}, reconnected ${reopened}; of ${sentOk} messages sent, ${delivered} seen live and ${resynced} read again on a resync`,
  );
  return check.lost === 0 && check.doubled === 0 && check.unexplained === 0;
}

/** Checks the load's writes against the database and prints them with the consoles' figures: whether all held. */
export async function writesHeld(db: Db, people: LoadPeople, result: LoadResult, consoles: LiveConsole[]) {
  const sent = [...result.toldOk].filter((w) => w.startsWith(people.tag)).length;
  return printWrites(await checkWrites(db, people, result), consoles, sent);
}

/**
 * Whether every message the load was told it sent reached its friend's console, pushed or read
 * again on a resync: nothing silently missing. A sentence with the figures, and the verdict.
 */
export function everyMessageSeen(people: LoadPeople, result: LoadResult, consoles: LiveConsole[]) {
  const sent = [...result.toldOk].filter((w) => w.startsWith(people.tag));
  const missing = sent.filter((w) => !consoles.some((c) => c.seen(w)));
  const resynced = sent.filter((w) => !consoles.some((c) => c.received.has(w))).length - missing.length;
  return [
    `every message sent reached its friend's console, pushed or read again on a resync (${sent.length} sent, ${resynced} only on a resync, ${missing.length} missing${missing[0] ? `: “${missing[0]}”…` : ''})`,
    sent.length > 0 && missing.length === 0,
  ] as const;
}

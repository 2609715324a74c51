import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect.ts';
import { migrateToLatest, migratorFor } from '../db/migrate.ts';
import { areaMigrations } from '../modules/index.ts';
import { freshTarget, runCli, scratch, type Target } from '../test/backups.ts';
import { onPostgres, startTestApp, type TestApp } from '../test/harness.ts';
import { takeBackup } from './backup.ts';
import { MANIFEST, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

/*
 * What `npm run restore` refuses, with a message and exit code 1, changing nothing; what it does
 * with --force; and the migrations it applies to a backup from an older version. The rules are
 * met in this process (restoreBackup, takeBackup); the commands themselves where their exit code
 * and words are the point.
 */

type Fresh = Target & { drop: () => Promise<void> };
let t: TestApp;
let archives: string;
let archive: string;
const targets: Fresh[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { seed: 'base' });
  archives = scratch('backups');
  archive = path.join(archives, 'base');
  await takeBackup(t.config, archive);
});
afterAll(async () => {
  for (const target of targets) await target.drop();
  fs.rmSync(archives, { recursive: true, force: true });
  await t?.close();
});

async function target(inPublic = false): Promise<Fresh> {
  const made = await freshTarget(t, { inPublic });
  targets.push(made);
  return made;
}

/** A copy of the backup with its manifest changed. */
function edited(name: string, change: (m: Manifest) => void): string {
  const copy = path.join(archives, name);
  fs.cpSync(archive, copy, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(copy, MANIFEST), 'utf8')) as Manifest;
  change(manifest);
  fs.writeFileSync(path.join(copy, MANIFEST), JSON.stringify(manifest));
  return copy;
}

/** Restores in this process: what it applied, or the refusal's words. */
const restore = (into: Target, from: string, force = false) =>
  restoreBackup(into, from, { force, areas: areaMigrations }).then(
    ({ applied }) => ({ applied, refusal: null }),
    (err: Error) => ({ applied: [], refusal: err.message }),
  );

async function withDb<T>(where: Target, use: (db: Db) => Promise<T>): Promise<T> {
  const db = connect(where);
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

/** What is in the target: its tables' existence (users) and pictures, to compare after a refusal. */
async function contents(where: Target) {
  const files = fs.existsSync(path.join(where.dataDir, 'media'))
    ? fs.readdirSync(path.join(where.dataDir, 'media'), { recursive: true }).sort()
    : [];
  const usable = !where.databaseUrl ? fs.existsSync(path.join(where.dataDir, 'fieldhouse.db')) : true;
  const users = usable
    ? await withDb(where, (db) =>
        db
          .selectFrom('users')
          .select(['user_name'])
          .orderBy('user_name')
          .execute()
          .catch(() => null),
      )
    : null;
  return { files, users };
}

describe(`npm run restore on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('refuses a backup of the other kind of database, changing nothing', async () => {
    const into = await target();
    const other = edited('other-kind', (m) => (m.database = onPostgres ? 'sqlite' : 'postgresql'));
    const before = await contents(into);
    const { refusal } = await restore(into, other);
    expect(refusal).toContain(`This backup is of ${onPostgres ? 'the embedded database' : 'PostgreSQL'}`);
    expect(await contents(into)).toEqual(before);
  });

  it('refuses a backup from a newer schema, naming the migrations it does not know', async () => {
    const into = await target();
    const newer = edited('newer', (m) => m.migrations.push('29991231000000_from_a_newer_version'));
    const before = await contents(into);
    const { refusal } = await restore(into, newer);
    expect(refusal).toContain('newer schema');
    expect(refusal).toContain('29991231000000_from_a_newer_version');
    expect(await contents(into)).toEqual(before);
  });

  it('refuses a damaged backup whose rows differ from its manifest', async () => {
    const into = await target();
    const damaged = edited('damaged', (m) => (m.counts.users = (m.counts.users ?? 0) + 1));
    expect((await restore(into, damaged)).refusal).toContain('differ from the backup');
  });

  it('refuses a target that holds data unless --force, which puts the backup in its place', async () => {
    const into = await target();
    expect((await restore(into, archive)).refusal).toBeNull();
    // Someone works on the restored database, and a picture lands on its disk.
    await withDb(into, (db) =>
      db.updateTable('users').set({ full_name: 'Changed after the restore' }).execute(),
    );
    fs.mkdirSync(path.join(into.dataDir, 'media', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(into.dataDir, 'media', 'avatars', 'later.webp'), 'x');
    const before = await contents(into);

    const refused = await runCli('restore', into, [archive]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds data');
    expect(refused.stderr).toContain('--force');
    expect(await contents(into)).toEqual(before);

    expect((await restore(into, archive, true)).refusal).toBeNull();
    const names = await withDb(into, (db) => db.selectFrom('users').select('full_name').execute());
    expect(names.map((n) => n.full_name)).not.toContain('Changed after the restore');
    expect(fs.existsSync(path.join(into.dataDir, 'media', 'avatars', 'later.webp'))).toBe(false);
  }, 60_000);

  it('applies the migrations this version has that an older backup had not', async () => {
    const older = await target();
    expect((await restore(older, archive)).refusal).toBeNull();
    // The restored database taken one migration back stands for one an older version wrote.
    const newest = await withDb(older, async (db) => {
      const migrator = await migratorFor(db, areaMigrations);
      const { results, error } = await migrator.migrateDown();
      if (error) throw new Error('migrating down failed', { cause: error });
      return results?.[0]?.migrationName;
    });
    expect(newest).toBeTruthy();
    const olderArchive = path.join(archives, 'older.tar');
    await takeBackup(older, olderArchive);

    const into = await target();
    const ran = await runCli('restore', into, [olderArchive]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain(`Applied ${newest}.`);
    const pending = await withDb(into, async (db) =>
      (await (await migratorFor(db, areaMigrations)).getMigrations()).filter((m) => !m.executedAt),
    );
    expect(pending).toEqual([]);
  }, 60_000);

  it('--help names the options; a missing archive is refused', async () => {
    const help = await runCli('restore', t.config, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--force');
    const backupHelp = await runCli('backup', t.config, ['--help']);
    expect(backupHelp.stdout).toContain('.tar');
    expect((await restore(await target(), path.join(archives, 'nothing-here'))).refusal).toContain(
      'does not exist',
    );
  });

  it.skipIf(!onPostgres)('says so when PostgreSQL’s client tools are missing', async () => {
    const ran = await runCli('backup', t.config, [path.join(archives, 'no-tools')], { PATH: '/nonexistent' });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('pg_dump was not found on PATH');
    expect(fs.existsSync(path.join(archives, 'no-tools'))).toBe(false);
  });

  it.skipIf(!onPostgres)(
    'puts a dump of `public` (the usual layout) back into another database’s `public`, twice',
    async () => {
      const source = await target(true);
      await withDb(source, (db) => migrateToLatest(db, areaMigrations));
      const dump = path.join(archives, 'public.tar');
      const taken = await takeBackup(source, dump);
      expect(taken.schemas).toEqual({ app: 'public', jobs: null });
      const into = await target(true);
      expect((await restore(into, dump)).refusal).toBeNull();
      expect((await restore(into, dump, true)).refusal).toBeNull();
      const roles = await withDb(into, (db) => db.selectFrom('roles').select('id').execute());
      expect(roles.length).toBe(taken.counts.roles);
    },
    60_000,
  );
});

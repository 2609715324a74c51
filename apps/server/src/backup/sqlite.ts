import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_BUSY_TIMEOUT_MS } from '../db/connect.ts';
import * as repo from './backup.repository.ts';
import { BackupRefused, type Manifest } from './manifest.ts';

/*
 * The embedded database: SQLite's online backup API (better-sqlite3's `backup()`), which copies a
 * consistent moment of the file while the server keeps reading and writing it.
 */

export const SQLITE_FILE = 'fieldhouse.db';
/** The live file and the companions WAL mode keeps beside it. */
const LIVE_FILES = ['', '-wal', '-shm'];
/** All remaining pages in one step: one read snapshot, so writes meanwhile never restart the copy. */
const ALL_PAGES = 0x7fffffff;

type Copied = Pick<Manifest, 'migrations' | 'counts'>;

/** Copies the live database under `dataDir` into `dir` and reads what the copy holds. */
export async function backupSqlite(dataDir: string, dir: string): Promise<Copied> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(source))
    throw new BackupRefused(`There is no embedded database at ${source} (DATA_DIR).`);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    await live.backup(path.join(dir, SQLITE_FILE), { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(path.join(dir, SQLITE_FILE), { fileMustExist: true });
  try {
    // One self-contained file: no -wal or -shm beside it in the backup.
    copy.pragma('journal_mode = DELETE');
    return { migrations: repo.sqliteMigrations(copy), counts: repo.sqliteCounts(copy) };
  } finally {
    copy.close();
  }
}

/** Whether the target already holds a database with tables. */
export function sqliteTargetInUse(dataDir: string): boolean {
  const file = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(file)) return false;
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    return repo.sqliteHoldsTables(db);
  } catch {
    return true;
  } finally {
    db.close();
  }
}

/**
 * Puts the backup's file in place of the target's (written beside it and checked first, so a
 * damaged copy never replaces anything), in WAL mode as the server runs it.
 */
export function restoreSqlite(dir: string, dataDir: string, manifest: Manifest) {
  const target = path.join(dataDir, SQLITE_FILE);
  const incoming = `${target}.restoring`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(path.join(dir, SQLITE_FILE), incoming);
  try {
    const db = new SQLite(incoming, { fileMustExist: true });
    try {
      const integrity = repo.sqliteIntegrity(db);
      if (integrity.join() !== 'ok')
        throw new BackupRefused(`The backup's database is damaged: ${integrity.join('; ')}`);
      checkCounts(manifest, repo.sqliteCounts(db));
      db.pragma('journal_mode = WAL');
    } finally {
      db.close();
    }
    for (const suffix of LIVE_FILES) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.renameSync(incoming, target);
  } finally {
    fs.rmSync(incoming, { force: true });
  }
}

/** Refuses a database whose rows differ from what the manifest counted when the backup was taken. */
export function checkCounts(manifest: Manifest, found: repo.RowCounts) {
  const tables = new Set([...Object.keys(manifest.counts), ...Object.keys(found)]);
  const differ = [...tables].filter((t) => manifest.counts[t] !== found[t]);
  if (differ.length > 0) {
    const list = differ.map(
      (t) => `${t} (${manifest.counts[t] ?? 'none'} in the manifest, ${found[t] ?? 'none'} restored)`,
    );
    throw new BackupRefused(`The restored rows differ from the backup's manifest: ${list.join(', ')}.`);
  }
}

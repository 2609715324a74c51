import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackupRefused } from './manifest.ts';

/*
 * A backup is one folder (manifest.json, the database's copy, media/), or the same folder packed
 * as one .tar file when the name given ends in .tar (GNU tar, as Debian ships it).
 */

const isTar = (name: string) => name.endsWith('.tar');

function tar(args: string[]) {
  const run = spawnSync('tar', args, { encoding: 'utf8' });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupRefused(
      'tar was not found on PATH: install it (Debian: apt-get install tar) or use a folder.',
    );
  }
  if (run.status !== 0) throw new BackupRefused(`tar ${args[0]} failed: ${run.stderr.trim()}`);
}

/**
 * A folder to write the backup into, and `seal` to finish it where it was asked for. An existing
 * file or non-empty folder there is refused: a backup never overwrites another.
 */
export function newArchive(out: string): { dir: string; seal: () => void; discard: () => void } {
  const target = path.resolve(out);
  const exists = fs.existsSync(target);
  if (exists && (isTar(target) || !fs.statSync(target).isDirectory() || fs.readdirSync(target).length > 0)) {
    throw new BackupRefused(`${target} already exists: give a new name, a backup never overwrites another.`);
  }
  if (!isTar(target)) {
    fs.mkdirSync(target, { recursive: true });
    return {
      dir: target,
      seal: () => undefined,
      discard: () => fs.rmSync(target, { recursive: true, force: true }),
    };
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const dir = fs.mkdtempSync(path.join(path.dirname(target), '.fieldhouse-backup-'));
  const discard = () => fs.rmSync(dir, { recursive: true, force: true });
  return {
    dir,
    seal: () => {
      try {
        tar(['-cf', target, '-C', dir, '.']);
      } finally {
        discard();
      }
    },
    discard,
  };
}

/** The backup's folder (a .tar unpacked into a temporary one), and `close` to remove that copy. */
export function openArchive(from: string): { dir: string; close: () => void } {
  const source = path.resolve(from);
  if (!fs.existsSync(source)) throw new BackupRefused(`${source} does not exist.`);
  if (fs.statSync(source).isDirectory()) return { dir: source, close: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-restore-'));
  const close = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    tar(['-xf', source, '-C', dir]);
  } catch (err) {
    close();
    throw err;
  }
  return { dir, close };
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStale, isStale, targets } from './build.mjs';
import { freePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, targets.server.out, '.sources-hash');

describe('the server build', () => {
  beforeAll(async () => {
    await buildStale({ names: ['server'] });
  });

  it('builds nothing again while the sources are unchanged', async () => {
    expect(isStale(targets.server)).toBe(false);
    expect(await buildStale({ names: ['server'] })).toEqual([]);
  });

  it('builds again when the sources differ from those of the last build', async () => {
    fs.writeFileSync(stamp, 'the hash of other sources');
    expect(isStale(targets.server)).toBe(true);
    expect(await buildStale({ names: ['server'] })).toEqual(['server']);
    expect(isStale(targets.server)).toBe(false);
  });

  it('runs under plain Node, without a TypeScript loader, and answers GET health', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-built-'));
    const port = await freePort();
    const server = spawn(process.execPath, [path.join(root, targets.server.out, 'server.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    try {
      let answer: Response | undefined;
      while (!answer && server.exitCode === null) {
        answer = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answer?.status).toBe(200);
      expect(await answer?.json()).toMatchObject({ status: 'ok', database: 'ok' });
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

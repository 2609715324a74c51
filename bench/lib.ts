import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** `pid` is the server process itself (when the script prints it), not the `tsx` wrapper. */
export type Started = { port: number; pid: number; child: ChildProcess; stop: () => Promise<void> };

/** Starts a bench server script in its own process and waits for the port it prints. */
export async function startServer(script: string, env: Record<string, string> = {}): Promise<Started> {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const child = spawn(tsx, [path.join(root, 'bench/servers', script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const { port, pid } = await new Promise<{ port: number; pid: number }>((resolve, reject) => {
    lines.once('line', (line) => {
      const printed = JSON.parse(line) as { port: number; pid?: number };
      resolve({ port: printed.port, pid: printed.pid ?? child.pid ?? 0 });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { port, pid, child, stop };
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en');

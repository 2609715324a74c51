import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx/fieldhouse.conf.template');

const installed = () => spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0;

/** nginx from Debian, installed as `.ci/run` installs Chromium when the machine lacks it (root only). */
export function ensureNginx(): void {
  if (installed()) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: apt-get install -y nginx (as root)');
  console.log('Installing nginx (apt-get install -y nginx)…');
  spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq nginx >/dev/null'], {
    stdio: 'inherit',
  });
  if (!installed()) throw new Error('could not install nginx');
}

export type NginxOptions = { dir: string; port: number; appPorts: number[]; workers?: number };

/** deploy/nginx/fieldhouse.conf.template with this cluster's ports and folder. */
export function renderConfig({ dir, port, appPorts, workers = 1 }: NginxOptions): string {
  const servers = appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', dir)
    .replaceAll('{{WORKERS}}', String(workers))
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{SERVERS}}', servers);
}

/** nginx in the foreground as a child, its pid, logs and temporary files in `dir`. */
export function startNginx(options: NginxOptions): ChildProcess {
  fs.mkdirSync(options.dir, { recursive: true });
  const conf = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(conf, renderConfig(options));
  const test = spawnSync(
    'nginx',
    ['-t', '-q', '-p', options.dir, '-c', conf, '-e', path.join(options.dir, 'error.log')],
    {
      encoding: 'utf8',
    },
  );
  if (test.status !== 0) throw new Error(`nginx refused ${conf}:\n${test.stderr}`);
  return spawn('nginx', ['-p', options.dir, '-c', conf, '-e', path.join(options.dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

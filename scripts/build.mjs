// @ts-check
// Builds the console (Vite) and the server (esbuild) for `npm start`, each only when its sources
// changed since its last build: a hash of the sources is kept beside each output.
//   node scripts/build.mjs [web] [server] [--force]
// Plain JavaScript so Node runs it directly: no TypeScript loader stands between `npm start` and
// the server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.sources-hash';
// Shared by both: the contract's source is built into each, and the lock file pins every package.
const shared = ['packages/contract/src', 'package-lock.json', 'tsconfig.base.json', 'scripts/build.mjs'];

/** @typedef {{ out: string; sources: string[]; build: () => Promise<void> }} Target */

/** @type {Record<'web' | 'server', Target>} */
export const targets = {
  web: {
    out: 'apps/web/dist',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/postcss.config.cjs',
      'apps/web/package.json',
      ...shared,
    ],
    build: async () => {
      const vite = path.join(root, 'node_modules/.bin/vite');
      const result = spawnSync(vite, ['build', '--logLevel', 'warn'], {
        cwd: path.join(root, 'apps/web'),
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('the console did not build');
    },
  },
  server: {
    out: 'apps/server/dist',
    sources: ['apps/server/src', 'apps/server/package.json', ...shared],
    build: buildServer,
  },
};

/**
 * The server and the contract source it imports, as JavaScript: one file plus a chunk for each
 * module the source imports on demand. Packages stay in node_modules, where Node loads them.
 */
async function buildServer() {
  const esbuild = await import('esbuild');
  const out = path.join(root, 'apps/server/dist');
  fs.rmSync(out, { recursive: true, force: true });
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['apps/server/src/server.ts'],
      outdir: out,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // NODE_OPTIONS=--enable-source-maps maps stack traces to the TypeScript; off by default, as
      // it holds the maps in memory (~10 MB).
      sourcemap: true,
      logLevel: 'warning',
      plugins: [packagesFromNodeModules],
    });
  } finally {
    // Its service process would otherwise live on beside the server that `npm start` runs next.
    await esbuild.stop();
  }
}

/** @type {import('esbuild').Plugin} */
const packagesFromNodeModules = {
  name: 'packages-from-node-modules',
  setup(build) {
    // A bare specifier is a package, except our own workspace packages: Node cannot load their
    // TypeScript source, so they are bundled.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fieldhouse/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The files under `entries`, skipping tests, which no build includes.
 * @param {string[]} entries
 */
function sourceFiles(entries) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} relative */
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.posix.join(relative, name));
    } else if (!/\.test\.tsx?$/.test(relative) && !relative.includes('/src/test/')) {
      files.push(relative);
    }
  };
  entries.forEach(visit);
  return files;
}

/** @param {Target} target */
export function sourcesHash(target) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(target.sources)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** @param {Target} target */
export function isStale(target) {
  const stamp = path.join(root, target.out, STAMP);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== sourcesHash(target);
}

/**
 * Builds each named target whose sources changed (all of them with `force`); returns the names built.
 * @param {{ names?: ('web' | 'server')[]; force?: boolean }} [options]
 */
export async function buildStale({ names = ['web', 'server'], force = false } = {}) {
  /** @type {string[]} */
  const built = [];
  for (const name of names) {
    const target = targets[name];
    if (!force && !isStale(target)) continue;
    console.log(`Building the ${name === 'web' ? 'console' : 'server'}…`);
    await target.build();
    // Hashed after the build, so an edit made while it ran is built next time.
    fs.writeFileSync(path.join(root, target.out, STAMP), sourcesHash(target));
    built.push(name);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const names = /** @type {('web' | 'server')[]} */ (args.filter((a) => a === 'web' || a === 'server'));
  const built = await buildStale({
    names: names.length > 0 ? names : undefined,
    force: args.includes('--force'),
  });
  if (built.length === 0) console.log('The console and the server are up to date.');
}

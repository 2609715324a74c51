import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstPageGroups } from './build/first-page-chunk.ts';
import { isNestedBuild } from './build/nested-build.ts';
import { prerenderSignIn } from './build/prerender.ts';
import { scrollAreaRefs } from './build/scroll-area-refs.ts';

function readIfThere(file: string) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

// In development the API runs on its own port; in production the same Node process serves both.
const backend = 'http://127.0.0.1:3000';
// `ws` also forwards the live channel's WebSocket upgrade.
const proxy = { '/api': { target: backend, ws: true }, '/media': backend };
// Areas whose English comes with their pages: their face's texts say `withPages: true`.
const featuresDir = path.join(import.meta.dirname, 'src/features');
const withPages = fs
  .readdirSync(featuresDir)
  .filter((area) => /withPages:\s*true/.test(readIfThere(path.join(featuresDir, area, 'index.ts'))));
const CONSOLE_ENGLISH = [
  new RegExp(`features/(?!(${withPages.join('|')})/)[^/]+/texts/en(\\.ts|/)`),
  // The English of no one area beyond the sign-in page's (lib/i18n/en/shared.ts and its parts).
  /lib\/i18n\/en\/(shared|account-fields|care|chat|lists|report|shell|theme|widgets)\.ts/,
];

export default defineConfig(async ({ command }) => {
  // The real build, not the dev server nor one of the quick builds it runs first.
  const building = command === 'build' && !isNestedBuild();
  return {
    plugins: [
      react(),
      scrollAreaRefs(),
      building && prerenderSignIn(import.meta.filename),
      // Brotli and gzip copies beside each text file, at the strongest levels, once per build: the
      // server sends the one the browser accepts instead of compressing every request anew. A copy
      // that is not smaller than its file is skipped.
      building &&
        compression({
          algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
          logLevel: 'silent',
        }),
    ],
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      modulePreload: {
        // Each area's `words.ts` loads only when the audit trail or Arabic asks, and brings what it
        // imports itself: naming those files in the registry's chunk would put the list in every
        // console's first load.
        resolveDependencies: (file: string, deps: string[]) =>
          /\/(words|registry-names)-/.test(file) ? [] : deps,
      },
      rolldownOptions: {
        output: building
          ? {
              codeSplitting: {
                groups: [
                  ...(await firstPageGroups(import.meta.filename)),
                  // The console's English, which the shell loads whole before it draws: one chunk
                  // compresses better than an area's each. Areas whose English comes with their
                  // pages (their faces say `withPages`) keep theirs apart.
                  {
                    name: 'console-english',
                    test: (id: string) => CONSOLE_ENGLISH.some((re) => re.test(id)),
                  },
                ],
                // The group holds exactly what the scan found, nothing its imports drag in besides.
                includeDependenciesRecursively: false,
              },
            }
          : {},
        // The contract mixes zod schemas with plain constants. The console only needs the constants
        // and types at runtime, and zod would add ~37 KiB gz to the sign-in page, so schema
        // definitions count as pure (droppable when unused) and unused contract files as inert.
        treeshake: {
          manualPureFunctions: ['z'],
          moduleSideEffects: [{ test: /packages\/contract\/src\//, sideEffects: false }],
        },
      },
    },
  };
});

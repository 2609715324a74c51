import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more time than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses this scope's answers (brotli or gzip, as the client accepts) above the threshold.
 * Registered per scope, not globally, because the console's files are compressed once at build
 * time and served as they are (web.ts); compressing them again per request would waste the CPU.
 * Routes at the `exempt` URLs skip it altogether, hooks included: the hot, small answers whose
 * every microsecond counts (the menu, pre-serialized per role).
 */
export async function compressAnswers(scope: FastifyInstance, exempt: string[] = []): Promise<void> {
  // Added before the plugin's own onRoute hook, so it sees the route already exempted.
  scope.addHook('onRoute', (route) => {
    if (exempt.includes(route.url)) route.compress = false;
  });
  await scope.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies are small JSON: accepting compressed ones would only open a door to zip bombs.
    globalDecompression: false,
  });
}

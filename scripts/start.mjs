// @ts-check
// `npm start`: builds what changed since the last start (nothing, usually), then runs the compiled
// server in this same process, so signals and the exit code are the server's own.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale } from './build.mjs';

await buildStale();
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/server/dist/server.js')).href);

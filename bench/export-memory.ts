/**
 * Every subscriber as CSV, read as fast as it is made, in a process of its own (as a server starts
 * one export after idling): how far its memory grows over its figure before. Run by the directory
 * bench with DATA_DIR or DATABASE_URL; prints one line and exits 1 above the goal.
 */
import { DIRECTORY_COLUMNS, exportQuerySchema } from '@fieldhouse/contract';
import { connect } from '../apps/server/src/db/connect.ts';
import { csvOf } from '../apps/server/src/modules/subscribers/export.service.ts';
import { sheetOf } from '../apps/server/src/platform/spreadsheet.ts';

const EXPORT_GOAL_MB = 100;

const db = connect({ dataDir: process.env.DATA_DIR ?? '', databaseUrl: process.env.DATABASE_URL });
const before = process.memoryUsage().rss;
let peak = before;
let bytes = 0;
let chunks = 0;
const started = performance.now();
for await (const chunk of csvOf(
  db,
  exportQuerySchema.parse({}),
  DIRECTORY_COLUMNS,
  await sheetOf('en', 'Europe/London'),
)) {
  bytes += (chunk as Buffer).length;
  if (++chunks % 500 === 0) peak = Math.max(peak, process.memoryUsage().rss);
}
await db.destroy();
const seconds = (performance.now() - started) / 1000;
const grewMb = (Math.max(peak, process.memoryUsage().rss) - before) / 2 ** 20;
const within = grewMb <= EXPORT_GOAL_MB;
console.log(
  `  ${'export: everyone, every column'.padEnd(34)} ${(bytes / 2 ** 20).toFixed(0)} MB of CSV in ${seconds.toFixed(1)} s; memory +${grewMb.toFixed(0)} MB (goal ≤ ${EXPORT_GOAL_MB})  ${within ? 'ok' : 'ABOVE GOAL'}`,
);
process.exitCode = within ? 0 : 1;

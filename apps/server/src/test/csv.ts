import { parse } from 'csv-parse/sync';

/** The header and rows of a CSV answer, its byte-order mark checked and dropped. */
export function csvRows(payload: Buffer): { bom: boolean; header: string[]; rows: string[][] } {
  const text = payload.toString('utf8');
  const table: unknown = parse(text.replace(/^\uFEFF/, ''));
  if (!Array.isArray(table)) throw new Error('not a CSV table');
  const [header = [], ...rows] = table as string[][];
  return { bom: text.startsWith('\uFEFF'), header, rows };
}

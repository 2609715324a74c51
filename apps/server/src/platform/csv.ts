import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { EXPORT_ROWS_EXACT_HEADER, EXPORT_ROWS_HEADER } from '@fieldhouse/contract';

// A spreadsheet runs a cell that starts like a formula; such text is kept as text. A plain number
// (a phone number in E.164, say) is no formula and stays as it is.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const asText = (value: string) =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;

/**
 * A CSV file made as its reader takes it, from rows read a page at a time, so a million rows
 * never sit in memory. UTF-8 with a byte-order mark (Excel then reads Arabic names) and RFC 4180
 * line ends.
 */
export function csvStream(headers: readonly string[], rows: AsyncIterable<readonly (string | null)[]>) {
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield row.map((value) => asText(value ?? ''));
    })(),
  );
  const csv = stringify({ bom: true, header: true, record_delimiter: 'windows', columns: [...headers] });
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** How many rows a file will have: counted, or estimated where counting would be slow. */
export type RowCount = { count: number; exact: boolean };

/** An export as it is sent: its name (without date and extension), its rows to come, and the stream. */
export type CsvFile = { name: string; rows: RowCount; csv: NodeJS.ReadableStream };

/**
 * Sends a CSV stream as a download named `name-YYYY-MM-DD.csv`, saying how many rows are coming
 * (the console shows the download's progress by them).
 */
export function sendCsv(reply: FastifyReply, { name, rows, csv }: CsvFile) {
  const file = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .header(EXPORT_ROWS_HEADER, String(rows.count))
    .header(EXPORT_ROWS_EXACT_HEADER, String(rows.exact))
    .send(csv);
}

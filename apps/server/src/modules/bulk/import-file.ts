import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_COLUMNS } from '@fieldhouse/contract';
import { AppError } from '../../platform/errors.ts';

/** A CSV file read: its header row and the rows after it, each a list of cells. */
export type CsvTable = { headers: string[]; rows: string[][] };

const notCsv = (why: string) =>
  new AppError(400, 'IMPORT_NOT_CSV', `This file cannot be imported: ${why}`, { file: 'NOT_VALID' });

/**
 * The file's text: UTF-16 (little or big endian) when it starts with that byte-order mark, UTF-8
 * otherwise (with or without one). Bytes that are not text in that encoding refuse the file.
 */
export function decodeText(bytes: Buffer): string {
  const [a, b, c] = bytes;
  try {
    if (a === 0xff && b === 0xfe)
      return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    if (a === 0xfe && b === 0xff)
      return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    const start = a === 0xef && b === 0xbb && c === 0xbf ? 3 : 0;
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start));
  } catch {
    throw notCsv('it is not UTF-8 or UTF-16 text. Save it as “CSV UTF-8” and upload it again.');
  }
}

/** Semicolons when the header line has more of them than commas (outside quotes), as spreadsheets set to a decimal comma write. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Reads an uploaded CSV file: its header row, then at least one row. */
export function readCsv(bytes: Buffer): CsvTable {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    });
  } catch {
    throw notCsv('it is not a well-formed CSV file (a quote may be left open).');
  }
  const [headers, ...rows] = records;
  if (!headers || rows.length === 0) throw notCsv('it needs a header row and at least one row under it.');
  if (headers.length > IMPORT_MAX_COLUMNS) throw notCsv(`it has more than ${IMPORT_MAX_COLUMNS} columns.`);
  return { headers, rows };
}

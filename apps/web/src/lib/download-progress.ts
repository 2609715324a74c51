/**
 * How far a file download has come. `waiting`: asked, nothing back yet; `reading`: rows arriving,
 * out of `total` (the server's count, an estimate unless `exact`; null when it sent none);
 * `saved`: handed to the browser.
 */
export type DownloadProgress =
  { phase: 'waiting' } | { phase: 'reading' | 'saved'; rows: number; total: number | null; exact: boolean };

const NEWLINE = 10;
/** Often enough for a bar to move smoothly, seldom enough not to re-render on every chunk. */
const TELL_EVERY_MS = 100;

/**
 * Reads a CSV answer to its end as a file, telling `onRows` how many rows (lines after the
 * header) have come so far. A quoted cell holding a line break would count twice; the count is
 * for a progress bar, never for the file.
 */
export async function readRows(response: Response, onRows: (rows: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let lines = 0;
  let told = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (let at = value.indexOf(NEWLINE); at !== -1; at = value.indexOf(NEWLINE, at + 1)) lines += 1;
    const now = performance.now();
    if (now - told >= TELL_EVERY_MS) {
      told = now;
      onRows(Math.max(0, lines - 1));
    }
  }
  onRows(Math.max(0, lines - 1));
  return new Blob(parts, { type });
}

/** The row count a CSV answer announces in its headers (contract: EXPORT_ROWS_HEADER). */
export function announcedRows(headers: Headers, rowsHeader: string, exactHeader: string) {
  const text = headers.get(rowsHeader);
  const total = text !== null && /^\d+$/.test(text) ? Number(text) : null;
  return { total, exact: total !== null && headers.get(exactHeader) !== 'false' };
}

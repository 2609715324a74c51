import { MAX_ROW_ID } from '@fieldhouse/contract';
import { AppError } from './errors.ts';

/** Where a keyset page ended: the last row's sort value and its id (which breaks ties). */
export type Boundary<V extends string | number = string | number> = { value: V; id: number };

/** A page boundary as the opaque text callers send back as `cursor`. */
export const encodeCursor = (value: string | number, id: number) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

/**
 * The boundary a cursor holds when its value has the given type, or null for anything else. A
 * cursor is the caller's text: what the database could not compare is refused here too — an id
 * past the integer column's range, a number past `maxValue` (the sort column's), a NUL character.
 */
export function readCursor<T extends 'string' | 'number'>(
  text: string,
  type: T,
  maxValue = Number.MAX_SAFE_INTEGER,
): Boundary<T extends 'string' ? string : number> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed as unknown[];
    if (!Number.isInteger(id) || Math.abs(id as number) > MAX_ROW_ID || typeof value !== type) return null;
    if (typeof value === 'number' && !(Number.isInteger(value) && Math.abs(value) <= maxValue)) return null;
    if (typeof value === 'string' && value.includes('\0')) return null;
    return { value: value as T extends 'string' ? string : number, id: id as number };
  } catch {
    return null;
  }
}

/** Like `readCursor`, for a list that starts at its first page without one and refuses a cursor not its own. */
export function decodeCursor<T extends 'string' | 'number'>(text: string | undefined, type: T) {
  if (!text) return null;
  const boundary = readCursor(text, type);
  if (boundary) return boundary;
  throw new AppError(400, 'VALIDATION_FAILED', 'That page link has expired: start from the first page.', {
    cursor: 'NOT_VALID',
  });
}

/**
 * A keyset page read one row longer than it shows: the rows shown, and the cursor after the last of
 * them (null when that extra row was not there, on the last page).
 */
export function keysetPage<Row>(
  rows: Row[],
  limit: number,
  boundaryOf: (row: Row) => [string | number, number],
) {
  const shown = rows.slice(0, limit);
  const last = rows.length > limit ? shown.at(-1) : undefined;
  return { shown, nextCursor: last ? encodeCursor(...boundaryOf(last)) : null };
}

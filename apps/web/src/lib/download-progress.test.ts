import { describe, expect, it } from 'vitest';
import { announcedRows, readRows } from './download-progress.ts';

const encoder = new TextEncoder();

/** A CSV answer arriving in pieces, as a large export does. */
function answer(pieces: string[], headers: Record<string, string> = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });
}

describe('readRows', () => {
  it('counts the rows after the header as they come, and keeps the file whole', async () => {
    const pieces = ['\uFEFFName,Phone\r\nAna,\u200E+44', '7700900123\r\nLeila,\u200E+971', '501234567\r\n'];
    const told: number[] = [];
    const file = await readRows(answer(pieces), (rows) => told.push(rows));
    expect(told.at(-1)).toBe(2);
    expect(told).toEqual([...told].sort((a, b) => a - b));
    // Byte for byte: the byte-order mark (which text() would drop) and the marks before the numbers.
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(encoder.encode(pieces.join('')));
    expect(file.type).toBe('text/csv; charset=utf-8');
  });
});

describe('announcedRows', () => {
  it('reads the count the server announces, and whether it is an estimate', () => {
    const h = (values: Record<string, string>) => new Headers(values);
    const read = (values: Record<string, string>) => announcedRows(h(values), 'x-rows', 'x-exact');
    expect(read({ 'x-rows': '100000', 'x-exact': 'true' })).toEqual({ total: 100_000, exact: true });
    expect(read({ 'x-rows': '48000', 'x-exact': 'false' })).toEqual({ total: 48_000, exact: false });
    expect(read({})).toEqual({ total: null, exact: false });
    expect(read({ 'x-rows': 'lots' })).toEqual({ total: null, exact: false });
  });
});

/** True when a write broke a unique index, on PostgreSQL (23505) or SQLite. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when a write pointed at a row that is not there (any more), on PostgreSQL (23503) or SQLite. */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

// PostgreSQL: the server is shutting down, restarting or refusing connections (class 08, 57P0x,
// too many connections) or cancelled the statement at its timeout (57014).
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words only.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

// A database closed to new connections (`ALLOW_CONNECTIONS false`) refuses them with 55000, a class a
// query can raise for its own reasons too: only this refusal, by its words, means unavailable.
const CLOSED_TO_CONNECTIONS = /is not currently accepting connections/;

/** True when a query failed because the database could not be reached or is going away, not because of the query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET.has(code)))
    return true;
  if (typeof message !== 'string') return false;
  if (code === '55000') return CLOSED_TO_CONNECTIONS.test(message);
  return UNAVAILABLE_MESSAGE.test(message);
}

// The disk is full: SQLite's SQLITE_FULL ("database or disk is full"), the file system's ENOSPC or
// EDQUOT (a picture written to disk), PostgreSQL's disk_full (53100).
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', '53100']);

/** True when a write failed because there is no room left to store it. */
export function isStorageFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_FULL_CODES.has(code);
}

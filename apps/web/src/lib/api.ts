import {
  API_BASE,
  EXPORT_ROWS_EXACT_HEADER,
  EXPORT_ROWS_HEADER,
  MENU_ID_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  type EndpointKey,
  type Input,
  type Method,
  type Reply,
} from '@fieldhouse/contract';
import { ApiError, endsSession, inReadersLanguage, toApiError } from './api-error.ts';
import { readCookie } from './cookies.ts';
import { announcedRows, readRows, type DownloadProgress } from './download-progress.ts';
import { getMenuId, readSessionValue } from './session.ts';

export { ApiError, isApiError } from './api-error.ts';

type RequestOptions = {
  method: Method;
  body?: unknown;
  /** Overrides the stored menuID header, e.g. the profile call always sends 6 (PROFILE_MENU_ID). */
  menuId?: number;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the `Idempotency-Key` a money write carries (lib/idempotency.ts). */
  headers?: Record<string, string>;
};

type ExpiredHandler = (message: string) => void;
let onExpired: ExpiredHandler | undefined;

/** The app decides what an ended session looks like (clear, go to login); the client only reports it. */
export function setSessionExpiredHandler(handler: ExpiredHandler | undefined): void {
  onExpired = handler;
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function buildHeaders(
  method: Method | 'HEAD',
  hasJson: boolean,
  token: string | null,
  menuId: number | undefined,
  extra: Record<string, string> = {},
) {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (hasJson) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const menu = menuId !== undefined ? String(menuId) : getMenuId();
  if (menu) headers.set(MENU_ID_HEADER, menu);
  // Anti-forgery (server: platform/xsrf.ts): echo the cookie on every state-changing call; all our URLs are relative.
  if (method !== 'GET' && method !== 'HEAD') {
    const xsrf = readCookie(document.cookie, XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  return headers;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const { method } = options;
  // A form (a file upload) goes as it is: the browser writes its multipart Content-Type and boundary.
  const form = options.body instanceof FormData ? options.body : undefined;
  const hasJson = options.body !== undefined && !form;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers: buildHeaders(method, hasJson, token, options.menuId, options.headers),
      body: form ?? (hasJson ? JSON.stringify(options.body) : null),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', inReadersLanguage('NETWORK_ERROR', NETWORK_MESSAGE));
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One API call under /api/v1/: bearer token, menuID and anti-forgery headers, JSON back. */
async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const token = readSessionValue('token');
  const hadXsrf = readCookie(document.cookie, XSRF_COOKIE);
  let response = await send(path, options, token);
  let body = await readJson(response);

  // A tab opened before the server ever answered (e.g. the dev server) has no cookie yet; the
  // rejecting response sets one, so the call is worth exactly one more try.
  if (response.status === 403 && toApiError(403, body).code === 'XSRF_FAILED') {
    const nowXsrf = readCookie(document.cookie, XSRF_COOKIE);
    if (nowXsrf && nowXsrf !== hadXsrf) {
      response = await send(path, options, token);
      body = await readJson(response);
    }
  }

  if (response.ok) return body as T;
  return fail(response.status, body, token);
}

function fail(status: number, body: unknown, token: string | null): never {
  const error = toApiError(status, body);
  // Only a call that carried a token can end a session; a failed sign-in is just a failed sign-in.
  // Several calls may fail together, so only the first one whose token is still stored reports it.
  if (token && endsSession(error) && readSessionValue('token') === token) onExpired?.(error.message);
  throw error;
}

/**
 * Saves a file answer (a CSV export) under the name the server gives it. The bearer token cannot
 * ride on a plain link, so the file comes through fetch and is handed to the browser as a blob;
 * `onProgress` hears how many of the announced rows have come, then that it is saved. Answers
 * null once saved, or the server's JSON when it makes the file later instead (a job).
 */
export async function download<K extends EndpointKey>(
  key: K,
  input: Input<K>,
  options?: CallOptions & { onProgress?: (progress: DownloadProgress) => void },
): Promise<Reply<K> | null> {
  const { params, query } = input as { params?: object; query?: object };
  const token = readSessionValue('token');
  const path = toUrl(key.slice(key.indexOf(' ') + 2), params, query);
  options?.onProgress?.({ phase: 'waiting' });
  const response = await send(path, { ...options, method: 'GET' }, token);
  if (!response.ok) fail(response.status, await readJson(response), token);
  // A file the server makes later (a large data download) is answered in JSON: nothing to save now.
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    return (await readJson(response)) as Reply<K>;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  const announced = announcedRows(response.headers, EXPORT_ROWS_HEADER, EXPORT_ROWS_EXACT_HEADER);
  let rows = 0;
  const file = await readRows(response, (read) => {
    rows = read;
    options?.onProgress?.({ phase: 'reading', rows, ...announced });
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = name;
  link.click();
  // The click has handed the blob to the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  options?.onProgress?.({ phase: 'saved', rows, ...announced });
  return null;
}

export type CallOptions = Pick<RequestOptions, 'menuId' | 'signal' | 'headers'>;
type CallArgs<K extends EndpointKey> =
  Record<string, never> extends Input<K>
    ? [input?: Input<K>, options?: CallOptions]
    : [input: Input<K>, options?: CallOptions];

/**
 * Calls an endpoint of the contract's table by its key (`'POST /menu'`): the path parameters, query
 * and body are typed by it, and so is the answer. A renamed path or a changed body fails the
 * type-check here and on the server.
 */
export function call<K extends EndpointKey>(key: K, ...[input, options]: CallArgs<K>): Promise<Reply<K>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as Method;
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiRequest<Reply<K>>(toUrl(key.slice(space + 2), params, query), { ...options, method, body });
}

function toUrl(path: string, params: object | undefined, query: object | undefined): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

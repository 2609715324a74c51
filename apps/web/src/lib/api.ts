import { API_BASE, MENU_ID_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@fieldhouse/contract';
import { ApiError, endsSession, inReadersLanguage, toApiError } from './api-error.ts';
import { readCookie } from './cookies.ts';
import { getMenuId, readSessionValue } from './session.ts';

export { ApiError, isApiError } from './api-error.ts';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  /** Overrides the stored menuID header, e.g. the profile call always sends 6 (PROFILE_MENU_ID). */
  menuId?: number;
  signal?: AbortSignal;
};

type ExpiredHandler = (message: string) => void;
let onExpired: ExpiredHandler | undefined;

/** The app decides what an ended session looks like (clear, go to login); the client only reports it. */
export function setSessionExpiredHandler(handler: ExpiredHandler | undefined): void {
  onExpired = handler;
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function buildHeaders(method: Method, hasJson: boolean, token: string | null, menuId: number | undefined) {
  const headers = new Headers({ Accept: 'application/json' });
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
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // A form (a file upload) goes as it is: the browser writes its multipart Content-Type and boundary.
  const form = options.body instanceof FormData ? options.body : undefined;
  const hasJson = options.body !== undefined && !form;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers: buildHeaders(method, hasJson, token, options.menuId),
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

/** One API call under /api/v1/: bearer token, menuID and anti-forgery headers, typed JSON back. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
  const error = toApiError(response.status, body);
  // Only a call that carried a token can end a session; a failed sign-in is just a failed sign-in.
  // Several calls may fail together, so only the first one whose token is still stored reports it.
  if (token && endsSession(error) && readSessionValue('token') === token) onExpired?.(error.message);
  throw error;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  /** A multipart POST (e.g. a picture), with the same bearer, menuID and anti-forgery headers. */
  upload: <T>(path: string, form: FormData, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
};

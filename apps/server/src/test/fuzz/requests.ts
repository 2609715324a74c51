import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import { z } from 'zod';
import {
  endpoints,
  seededActions,
  withoutNul,
  type EndpointDefinition,
  type EndpointKey,
  type SeededRole,
} from '@fieldhouse/contract';
import { multipart } from '../pictures.ts';
import { validOf } from './arbitraries.ts';
import { hostileOf } from './hostile.ts';

/** One generated call: what is sent, and whether the endpoint's own schemas accept it. */
export type Case = {
  request: { method: Method; url: string; headers: Record<string, string>; payload?: string | Buffer };
  valid: boolean;
};

/** A case as a failure message shows it: method, address and the start of the body. */
export const shown = ({ request }: Case) =>
  `${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 300)}`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const accepts = (schema: z.ZodType | undefined, value: unknown) =>
  schema ? withoutNul.pipe(schema).safeParse(value).success : true;

/** Percent-encodes any text, lone surrogates included (as WTF-8, which no decoder accepts). */
export function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** How a value reads in a path or a query string: text as is, anything else as JSON. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);

function pathOf(path: string, params: unknown): string {
  const given = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_, name: string) => encode(asText(given[name])) || 'x');
}

function queryOf(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) pairs.push(`${encode(key)}=${encode(asText(one))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** What the server's parser makes of a path or query value (text, and lone surrogates lost). */
const parsedParams = (path: string, url: string) => {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const values = url.split('?')[0]!.split('/').slice(-path.split('/').length);
  const parts = path.split('/');
  const out: Record<string, string> = {};
  for (const name of names) {
    const raw = values[parts.indexOf(`:${name}`)] ?? '';
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return out;
};

/** A body sent in a way the endpoint does not take: another type, or JSON that is not JSON. */
const wrongBody = fc.constantFrom<[string, string]>(
  ['text/plain', '{"a":1}'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['application/xml', '<a/>'],
  ['application/json', '{"a":'],
  ['application/json', '\u0000'],
  ['application/json', ''],
  ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
);

export const definitionOf = (key: EndpointKey) => endpoints[key] as EndpointDefinition;

/** May a seeded role (or nobody, for null) use the endpoint at all? */
export function permitted(key: EndpointKey, role: SeededRole | null): boolean {
  const { access } = definitionOf(key);
  if (access === 'public') return true;
  if (role === null) return false;
  return typeof access !== 'object' || (seededActions(role) as string[]).includes(access.action);
}

/**
 * Calls of one endpoint: `valid` draws every part from its schema; `hostile` spoils one part
 * (path, query or body) or sends the body in a way the endpoint does not take.
 */
export function casesOf(key: EndpointKey, kind: 'valid' | 'hostile', picture: Buffer): fc.Arbitrary<Case> {
  const { params, query, body } = definitionOf(key);
  const [method, path] = key.split(' ') as [Method, string];
  const part = (schema: z.ZodType | undefined, spoil: boolean) =>
    schema ? (spoil ? hostileOf(schema) : validOf(schema)) : fc.constant(undefined);
  const jsonBody = body instanceof z.ZodType ? body : undefined;
  const spoilable = ['params', 'query', 'body'].filter(
    (name) => (name === 'params' && params) || (name === 'query' && query) || (name === 'body' && body),
  );
  const spoiled =
    kind === 'hostile' && spoilable.length > 0 ? fc.constantFrom(...spoilable) : fc.constant('');
  return spoiled.chain((which) =>
    fc
      .record({
        params: part(params, which === 'params'),
        query: part(query, which === 'query'),
        json: part(jsonBody, which === 'body'),
        wrong: wrongBody,
        bytes: fc.uint8Array({ maxLength: 64 }),
      })
      .map(({ params: p, query: q, json, wrong, bytes }): Case => {
        const url = `/api/v1${pathOf(path, p)}${queryOf(q)}`;
        const sentParams = parsedParams(path, url);
        const sentQuery = { ...parseQuery(queryOf(q).slice(1)) };
        let valid = sentParams !== null && accepts(params, sentParams) && accepts(query, sentQuery);
        const request: Case['request'] = { method, url, headers: {} };
        const send = (type: string, payload: string | Buffer) => {
          request.headers['content-type'] = type;
          request.payload = payload;
        };
        if (body === 'multipart') {
          // A picture, or bytes that are none, or no form at all.
          const form = multipart(which === 'body' ? Buffer.from(bytes) : picture);
          if (which === 'body' && bytes.length % 2 === 0) send(...wrong);
          else send(form.type, form.payload);
          valid &&= which !== 'body';
        } else if (body === 'signed') {
          // Without the provider's secret no signature holds: every such call is refused.
          send(wrong[0], Buffer.from(bytes));
          request.headers['fieldhouse-signature'] = `t=1,v1=${Buffer.from(bytes).toString('hex')}`;
          valid = false;
        } else if (
          jsonBody &&
          which === 'body' &&
          json !== undefined &&
          JSON.stringify(json).length % 5 === 0
        ) {
          send(...wrong);
          valid = false;
        } else if (jsonBody) {
          const text = JSON.stringify(json);
          if (text !== undefined) send('application/json', text);
          valid &&= accepts(jsonBody, text === undefined ? undefined : JSON.parse(text));
        }
        return { request, valid };
      }),
  );
}

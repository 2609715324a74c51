import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FIELD_CODES,
  FIELD_MESSAGES,
  endpoints,
  type EndpointDefinition,
  type EndpointKey,
} from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';

/*
 * Every field error a person can meet reads the contract's words: the endpoint table walked with
 * the bodies an empty or half-filled form sends, and each answer's `fields` checked against
 * FIELD_MESSAGES (never zod's own English, such as "Too small: expected number to be >0").
 */

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ENGLISH = new Set<string>(Object.values(FIELD_MESSAGES));
const CODES = new Set<string>(FIELD_CODES);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await person(t, 'superAdmin')).token;
});
afterAll(() => t.close());

/** What a schema wraps (optional, nullable, default, a pipe's input), down to the type itself. */
function inner(schema: z.ZodType): z.ZodType {
  const def = schema.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return inner(def.innerType);
  if (def.type === 'pipe' && def.in) return inner(def.in);
  return schema;
}

/** An empty value of a field's own type: what a form sends for a field left blank. */
function blank(schema: z.ZodType): unknown {
  const type = inner(schema).def.type;
  if (type === 'number' || type === 'int' || type === 'bigint') return 0;
  if (type === 'array') return [];
  if (type === 'boolean') return false;
  if (type === 'object') return {};
  return '';
}

/** The bodies to send: `{}`, every field an empty string, every field blank of its own type. */
function bodiesFor(body: z.ZodType): Record<string, unknown>[] {
  const object = inner(body);
  if (!(object instanceof z.ZodObject)) return [{}];
  const shape = object.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  return [
    {},
    Object.fromEntries(keys.map((key) => [key, ''])),
    Object.fromEntries(keys.map((key) => [key, blank(shape[key]!)])),
  ];
}

const CANDIDATES = ['1', 'x'.repeat(32), '7b0f3f3e-3c1a-4f3e-9a55-0c0b3c2d1e0f'];

/** Path parameters the endpoint's schema accepts (the rows need not exist), or null. */
function paramsFor(schema: z.ZodType | undefined): Record<string, string> | null {
  if (!schema) return {};
  const object = inner(schema);
  if (!(object instanceof z.ZodObject)) return null;
  const shape: Record<string, z.ZodType> = object.shape;
  const params: Record<string, string> = {};
  for (const [key, field] of Object.entries(shape)) {
    const options = (inner(field).def as { entries?: Record<string, string> }).entries;
    const candidates = options ? Object.values(options) : CANDIDATES;
    const value = candidates.find((candidate) => field.safeParse(candidate).success);
    if (value === undefined) return null;
    params[key] = value;
  }
  return params;
}

type Call = { key: EndpointKey; method: Method; url: string; bodies: Record<string, unknown>[] };

/** Every endpoint with a JSON body whose path can be filled, with the bodies its schema refuses. */
const calls: Call[] = (Object.entries(endpoints) as [EndpointKey, EndpointDefinition][]).flatMap(
  ([key, definition]) => {
    const { body, params: paramsSchema } = definition;
    if (!body || typeof body === 'string') return [];
    const params = paramsFor(paramsSchema);
    if (!params) return [];
    const [method, path] = key.split(' ') as [Method, string];
    const url = path.slice(1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
    // A body the schema accepts would run the call itself (a sign-out, say): only refused ones go.
    const bodies = bodiesFor(body).filter((candidate) => !body.safeParse(candidate).success);
    return bodies.length > 0 ? [{ key, method, url, bodies }] : [];
  },
);

describe('field errors of every endpoint', () => {
  it('walks most of the endpoints that take a body', () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it.each(calls)('$key reads only the contract’s words', async ({ method, url, bodies }) => {
    for (const body of bodies) {
      const res = await t.api(method, url, body, { token });
      const answer = res.json<{
        code: string;
        fields?: Record<string, string>;
        fieldCodes?: Record<string, string>;
      }>();
      const sent = JSON.stringify(body);
      expect(res.statusCode, `${sent} → ${res.body}`).toBe(400);
      expect(answer.code, sent).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.fields ?? {}).length, sent).toBeGreaterThan(0);
      for (const [name, text] of Object.entries(answer.fields ?? {})) {
        expect(ENGLISH.has(text), `${sent}: ${name} reads "${text}"`).toBe(true);
        expect(CODES.has(answer.fieldCodes?.[name] ?? ''), `${sent}: ${name}`).toBe(true);
      }
      expect(Object.keys(answer.fieldCodes ?? {}).sort(), sent).toEqual(
        Object.keys(answer.fields ?? {}).sort(),
      );
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ENDPOINT_DECLARATIONS,
  SEEDED_ROLES,
  endpoints,
  seededActions,
  type EndpointDefinition,
  type EndpointKey,
  type SeededRole,
} from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';

const table = Object.entries(endpoints) as [EndpointKey, EndpointDefinition][];
const roles = Object.keys(SEEDED_ROLES) as SeededRole[];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Calls an endpoint with an empty body and made-up path parameters: only the access rule decides 401 and 403. */
function callBare(key: EndpointKey, token?: string) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT', string];
  const url = path.slice(1).replace(/:\w+/g, 'made-up-id');
  return t.api(method, url, method === 'GET' ? undefined : {}, token ? { token } : {});
}

describe('the endpoint table', () => {
  it('declares each endpoint once, and only actions of the area registry', () => {
    expect(table).toHaveLength(ENDPOINT_DECLARATIONS);
    for (const [key, { access }] of table) {
      if (typeof access === 'object') expect(ACTIONS, key).toContain(access.action);
    }
  });

  it('is what the server serves, and the OpenAPI document describes every endpoint', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const [key] of table) {
      const [method, path] = key.split(' ') as [string, string];
      const documented = `/api/v1${path.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.paths[documented]?.[method.toLowerCase()], key).toBeDefined();
    }
  });
});

describe.each(table)('%s', (key, { access }) => {
  it('asks for a token unless public', async () => {
    const res = await callBare(key);
    if (access === 'public') expect([401, 403]).not.toContain(res.statusCode);
    else expect(res.json()).toMatchObject({ status: '401', code: 'UNAUTHENTICATED' });
  });

  it.each(roles)('answers %s as its grants say', async (role) => {
    // A person of their own: signing out or changing the password ends sessions.
    const res = await callBare(key, (await person(t, role)).token);
    const allowed = typeof access !== 'object' || (seededActions(role) as string[]).includes(access.action);
    if (allowed) expect([401, 403], res.body).not.toContain(res.statusCode);
    else expect(res.json()).toMatchObject({ status: '403', code: 'FORBIDDEN' });
  });
});

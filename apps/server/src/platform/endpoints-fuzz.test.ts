import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ROLES, endpoints, type EndpointKey, type SeededRole } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { person } from '../test/journeys.ts';
import { image } from '../test/pictures.ts';
import { problemWith } from '../test/fuzz/answers.ts';
import { fingerprint, type Fingerprint } from '../test/fuzz/fingerprint.ts';
import { casesOf, definitionOf, permitted, shown, type Case } from '../test/fuzz/requests.ts';

/*
 * Every endpoint of the table, called by every seeded role and by nobody, with calls generated
 * from its own schemas (test/fuzz/): hostile ones are refused with a code and a person's words
 * and change nothing; valid ones by a permitted role succeed or are refused with a code, never 5xx.
 *
 * FUZZ_RUNS sets the cases per endpoint, role and kind (small here so CI stays fast; `npm run fuzz`
 * runs many). A failure prints fast-check's seed and path: replay it with
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run --project server endpoints-fuzz -t '<endpoint>'
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PATH = process.env.FUZZ_PATH;
/** Each endpoint's test: the suite's usual 30 s, and more for a long run. */
const TIMEOUT = 30_000 + RUNS * 2_000;
const settings = { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}), endOnFailure: false };

const table = Object.keys(endpoints) as EndpointKey[];
const callers: (SeededRole | null)[] = [...(Object.keys(SEEDED_ROLES) as SeededRole[]), null];
const statuses = new Map<number, number>();

let t: TestApp;
let picture: Buffer;
beforeAll(async () => {
  // Limits with counters of their own would refuse the many calls of one file as a flood.
  t = await startTestApp({
    OTP_SENDS_PER_ADDRESS_PER_HOUR: '10000',
    CHAT_SENDS_PER_MINUTE: '10000',
    TEAM_ANNOUNCEMENTS_PER_HOUR: '10000',
  });
  picture = await image('png', 64, 64);
  console.log(`endpoint fuzzing: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
});
afterAll(async () => {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.log(`endpoint fuzzing: ${total} calls by status`, Object.fromEntries(statuses));
  await t.close();
});

/** The tables as the last call left them: each refusal must leave them so. */
let last: Fingerprint;

/** Sends a case, checks the answer, and (when refused) that nothing changed. */
async function call(c: Case, token: string | undefined) {
  const headers: Record<string, string> = {
    cookie: 'XSRF-TOKEN=fuzz',
    'x-xsrf-token': 'fuzz',
    ...c.request.headers,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ ...c.request, headers });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const sent = shown(c);
  expect(problemWith(res), sent).toBeNull();
  const now = await fingerprint(t);
  if (res.statusCode >= 400) expect(now, `${sent} → ${res.statusCode}`).toEqual(last);
  last = now;
  return res;
}

/** One signed-in person per seeded role, fresh for each endpoint (a call may end its session). */
async function tokensFor(roles: (SeededRole | null)[]) {
  const tokens = await Promise.all(
    roles.map(async (role) => (role ? (await person(t, role)).token : undefined)),
  );
  last = await fingerprint(t);
  return tokens;
}

/**
 * A list read refused for a reason its valid input cannot rule out: it names an object that is
 * not there (a friend, a job), or a page link (`cursor`) the server never gave.
 */
function namesWhatIsNotThere(res: { json: () => unknown; statusCode: number }) {
  if (res.statusCode < 400) return false;
  const { code, fieldCodes = {} } = res.json() as { code: string; fieldCodes?: Record<string, string> };
  const fields = Object.keys(fieldCodes);
  return code.endsWith('NOT_FOUND') || (code === 'VALIDATION_FAILED' && fields.join() === 'cursor');
}

describe('hostile calls, from every caller', () => {
  it.each(table)(
    '%s refuses them with a code and changes nothing',
    async (key) => {
      const tokens = await tokensFor(callers);
      const cases = fc.tuple(casesOf(key, 'hostile', picture), fc.nat(callers.length - 1));
      await fc.assert(
        fc.asyncProperty(cases, async ([c, who]) => {
          const role = callers[who]!;
          // A call the schema accepts, by someone allowed to make it, is the next block's.
          if (c.valid && permitted(key, role)) return;
          const res = await call(c, tokens[who]);
          expect(res.statusCode, `${shown(c)} as ${role}`).toBeGreaterThanOrEqual(400);
        }),
        { ...settings, numRuns: RUNS * callers.length },
      );
    },
    TIMEOUT,
  );
});

describe('valid calls, from every caller allowed to make them', () => {
  it.each(table)(
    '%s answers them, never with a 5xx',
    async (key) => {
      const allowed = callers.filter((role) => permitted(key, role));
      const tokens = await tokensFor(allowed);
      const { params, body } = definitionOf(key);
      // A list read with any valid filter must simply answer.
      const mustSucceed = key.startsWith('GET ') && !params && !body;
      const cases = fc.tuple(casesOf(key, 'valid', picture), fc.nat(Math.max(0, allowed.length - 1)));
      await fc.assert(
        fc.asyncProperty(cases, async ([c, who]) => {
          const res = await call(c, tokens[who]);
          const sent = `${shown(c)} as ${allowed[who]}: ${res.body.slice(0, 300)}`;
          if (!c.valid) expect(res.statusCode, sent).toBeGreaterThanOrEqual(400);
          else if (mustSucceed && !namesWhatIsNotThere(res)) expect(res.statusCode, sent).toBeLessThan(300);
        }),
        { ...settings, numRuns: allowed.length > 0 ? RUNS * allowed.length : 0 },
      );
    },
    TIMEOUT,
  );
});

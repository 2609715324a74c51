import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';
import { answered, CALLS_PER_SESSION, KINDS, nextCall, writeOf, type Kind, type VirtualUser } from './mix.ts';
import type { LoadPeople } from './prepare.ts';

export type KindFigures = { count: number; errors: number; times: number[]; statuses: Map<number, number> };

export type LoadResult = {
  seconds: number;
  requests: number;
  /** Answers other than 2xx, plus connection errors and time-outs. */
  errors: number;
  kinds: Map<Kind, KindFigures>;
  /** Writes answered 2xx (the load was told they succeeded). */
  toldOk: Set<string>;
  /** Writes answered otherwise or never answered: they may or may not have been made. */
  unsure: Set<string>;
  /** When each error happened, ms since the start (the fault script's window). */
  errorTimes: number[];
  /** Every answer: when it came (ms since the start), how long it took, its status and error code. */
  timeline: Answered[];
};

export type Answered = { at: number; ms: number; status: number; code?: string };

/**
 * Each virtual user's own client address, as people on their own connections have (10.0.x.y).
 * The app believes it because the hop before nginx is this machine (TRUST_PROXY=loopback): from
 * elsewhere only nginx's own entry counts. Without it every sign-in would share one address's limit.
 */
export const addressOf = (index: number) => `10.0.${(index >> 8) & 255}.${(index & 255) + 1}`;

const HEADERS = { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=load', 'x-xsrf-token': 'load' };
/** An answer slower than this counts as an error (a time-out), as a browser's user gives up. */
const TIMEOUT_MS = 20_000;

/**
 * How long a person looks at an answer before their next call: `thinkMs` on average, anywhere
 * between half and one and a half times it, so the users do not move in step. 0 plays the calls
 * back to back (a stress test: every user is then a script, not a person).
 */
const thinkTime = (thinkMs: number) => (thinkMs > 0 ? thinkMs * (0.5 + Math.random()) : 0);

/**
 * Plays the mix through `url` for `seconds`: every virtual user on a connection of its own, one
 * call at a time, thinking `thinkMs` between calls. Each starts with its session from `tokens`,
 * part-way through it, so the sign-ins spread over the run. Calls still in flight at the end are
 * waited for (up to the time-out), so every write is either told or unsure.
 */
export async function runLoad(
  url: string,
  people: LoadPeople,
  seconds: number,
  tokens: string[],
  thinkMs = 0,
): Promise<LoadResult> {
  const kinds = new Map<Kind, KindFigures>(
    KINDS.map((k) => [k, { count: 0, errors: 0, times: [], statuses: new Map() }]),
  );
  const result: LoadResult = {
    seconds,
    requests: 0,
    errors: 0,
    kinds,
    toldOk: new Set(),
    unsure: new Set(),
    errorTimes: [],
    timeline: [],
  };
  const started = performance.now();
  const ends = started + seconds * 1000;

  const record = (kind: Kind, status: number, ms: number, code?: string) => {
    const figures = kinds.get(kind)!;
    const at = performance.now() - started;
    figures.count++;
    figures.times.push(ms);
    figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    result.requests++;
    result.timeline.push({ at, ms, status, code });
    if (status < 200 || status >= 300) {
      figures.errors++;
      result.errors++;
      result.errorTimes.push(at);
    }
  };

  const play = async (vu: VirtualUser, index: number) => {
    const client = new Client(url, { headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
    try {
      await sleep(Math.random() * thinkMs); // users arrive spread over one think time
      while (performance.now() < ends) {
        const call = nextCall(vu, people);
        const write = writeOf(call, vu);
        const headers = {
          ...HEADERS,
          ...(vu.token ? { authorization: `Bearer ${vu.token}` } : {}),
          'x-forwarded-for': addressOf(index),
        };
        const sent = performance.now();
        try {
          const answer = await client.request({
            path: call.path,
            method: call.method,
            body: call.body,
            headers,
          });
          const body = await answer.body.text();
          const { statusCode: status } = answer;
          record(call.kind, status, performance.now() - sent, status >= 300 ? codeOf(body) : undefined);
          if (write) (status >= 200 && status < 300 ? result.toldOk : result.unsure).add(write);
          answered(vu, call, status, body);
        } catch {
          // No answer (the connection was lost or the answer too slow): the write may have been made.
          record(call.kind, 0, performance.now() - sent);
          if (write) result.unsure.add(write);
        }
        await sleep(thinkTime(thinkMs));
      }
    } finally {
      await client.close().catch(() => undefined);
    }
  };

  const vus: VirtualUser[] = people.users.map((user, i) => ({
    user,
    token: tokens[i],
    calls: i % CALLS_PER_SESSION,
    step: 0,
    lastSend: 0,
    sends: 0,
    nextEvent: 0,
  }));
  await Promise.all(vus.map(play));
  result.seconds = Math.round((performance.now() - started) / 100) / 10;
  return result;
}

/** The `code` of an error answer's JSON body, if it has one. */
function codeOf(body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

import autocannon from 'autocannon';
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

/**
 * Plays the mix through `url` with one connection per virtual user for `seconds`. Each starts
 * with its session from `tokens`, part-way through it, so the sign-ins spread over the run.
 */
export async function runLoad(
  url: string,
  people: LoadPeople,
  seconds: number,
  tokens: string[],
): Promise<LoadResult> {
  const vus: VirtualUser[] = people.users.map((user, i) => ({
    user,
    token: tokens[i],
    calls: i % CALLS_PER_SESSION,
    step: 0,
    lastSend: 0,
    sends: 0,
    nextEvent: 0,
  }));
  const kinds = new Map<Kind, KindFigures>(
    KINDS.map((k) => [k, { count: 0, errors: 0, times: [], statuses: new Map() }]),
  );
  const toldOk = new Set<string>();
  const unsure = new Set<string>();
  const errorTimes: number[] = [];
  const timeline: Answered[] = [];
  let assigned = 0;
  let last: { kind: Kind; status: number; code?: string } | undefined;
  const started = Date.now();

  let finished: (r: autocannon.Result) => void = () => undefined;
  let failed: (err: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => ([finished, failed] = [resolve, reject]));
  const instance = autocannon(
    {
      url,
      connections: vus.length,
      duration: seconds,
      timeout: 20,
      requests: [
        {
          setupRequest: (req, context: { vu?: number }) => {
            const index = Number(req.headers?.['x-load-vu'] ?? -1);
            const vu = vus[index];
            if (!vu) return req; // the build before setupClient names the user; never sent
            if (vu.inFlight?.write) unsure.add(vu.inFlight.write); // its connection was lost
            const call = nextCall(vu, people);
            vu.inFlight = { call, write: writeOf(call, vu) };
            context.vu = index;
            const auth: Record<string, string> = vu.token ? { authorization: `Bearer ${vu.token}` } : {};
            const headers = {
              ...HEADERS,
              ...auth,
              'x-forwarded-for': addressOf(index),
              'x-load-vu': String(index),
            };
            return { ...req, method: call.method, path: call.path, body: call.body, headers };
          },
          onResponse: (status: number, body: string, context: { vu?: number }) => {
            const vu = vus[Number(context.vu)];
            const flight = vu?.inFlight;
            if (!vu || !flight) return;
            vu.inFlight = undefined;
            if (flight.write) (status >= 200 && status < 300 ? toldOk : unsure).add(flight.write);
            answered(vu, flight.call, status, body);
            last = { kind: flight.call.kind, status, code: status >= 300 ? codeOf(body) : undefined };
          },
        },
      ],
      setupClient: (client) => client.setHeaders({ ...HEADERS, 'x-load-vu': String(assigned++) }),
    },
    (err, result) => (err ? failed(err) : finished(result)),
  );
  instance.on('response', (_client, status, _bytes, time) => {
    if (!last) return;
    const figures = kinds.get(last.kind)!;
    figures.count++;
    figures.times.push(time);
    figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    timeline.push({ at: Date.now() - started, ms: time, status, code: last.code });
    if (status < 200 || status >= 300) {
      figures.errors++;
      errorTimes.push(Date.now() - started);
    }
    last = undefined;
  });
  instance.on('reqError', () => errorTimes.push(Date.now() - started));
  const result = await done;
  for (const vu of vus) if (vu.inFlight?.write) unsure.add(vu.inFlight.write);
  const answeredBadly = [...kinds.values()].reduce((n, k) => n + k.errors, 0);
  return {
    seconds,
    requests: [...kinds.values()].reduce((n, k) => n + k.count, 0),
    errors: answeredBadly + result.errors + result.timeouts,
    kinds,
    toldOk,
    unsure,
    errorTimes,
    timeline,
  };
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

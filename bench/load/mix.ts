import type { LoadPeople, LoadUser } from './prepare.ts';

/** Each kind of call the virtual users make; its figures are kept apart. */
export const KINDS = [
  'sign in',
  'menu',
  'directory: first page',
  'directory: search',
  'directory: next page',
  'notifications',
  'chat: read',
  'chat: send',
  'events: open',
  'events: register',
] as const;
export type Kind = (typeof KINDS)[number];
export const WRITES = new Set<Kind>(['sign in', 'chat: send', 'events: register']);

/** A person signs in again after this many calls (a new session, as the next visit is). */
export const CALLS_PER_SESSION = 60;
/** A member sends at most one message every 2.5 s: below CHAT_SENDS_PER_MINUTE (30). */
const SEND_EVERY_MS = 2_500;
const SEARCHES = ['son', 'mar', 'ali', 'lee', 'an', 'smith', 'zzqxv', 'jo'];
const SORTS = ['name', 'joined', 'age', '-status'];

export type Call = { kind: Kind; method: 'GET' | 'POST'; path: string; body?: string };

/** One virtual user's state across the run. */
export type VirtualUser = {
  user: LoadUser;
  token?: string;
  calls: number;
  step: number;
  /** The directory page last read, and the cursor to the one after it. */
  page?: { query: string; cursor: string };
  lastSend: number;
  sends: number;
  nextEvent: number;
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function staffCall(vu: VirtualUser): Call {
  const step = vu.step++ % 5;
  if (step === 0) return { kind: 'menu', method: 'POST', path: '/api/v1/menu', body: '{"data":""}' };
  if (step === 1)
    return { kind: 'directory: first page', method: 'GET', path: `/api/v1/subscribers?sort=${pick(SORTS)}` };
  if (step === 2 && vu.page) {
    const path = `/api/v1/subscribers?${vu.page.query}&cursor=${encodeURIComponent(vu.page.cursor)}`;
    return { kind: 'directory: next page', method: 'GET', path };
  }
  if (step === 3) return { kind: 'notifications', method: 'GET', path: '/api/v1/notifications' };
  return { kind: 'directory: search', method: 'GET', path: `/api/v1/subscribers?q=${pick(SEARCHES)}` };
}

function memberCall(vu: VirtualUser, people: LoadPeople): Call {
  const step = vu.step++ % 6;
  const friend = vu.user.friend;
  if (step === 0) return { kind: 'menu', method: 'POST', path: '/api/v1/menu', body: '{"data":""}' };
  if (step === 1) return { kind: 'notifications', method: 'GET', path: '/api/v1/notifications' };
  if (step === 2 && friend && Date.now() - vu.lastSend >= SEND_EVERY_MS) {
    vu.lastSend = Date.now();
    const msg = `${people.tag} ${vu.user.userName} #${++vu.sends}`;
    return {
      kind: 'chat: send',
      method: 'POST',
      path: '/api/v1/chat/messages',
      body: JSON.stringify({ friendId: friend.publicId, msg }),
    };
  }
  if ((step === 2 || step === 3) && friend) {
    return { kind: 'chat: read', method: 'GET', path: `/api/v1/chat/messages?friendId=${friend.publicId}` };
  }
  if (step === 4 && vu.nextEvent < people.eventIds.length) {
    const id = people.eventIds[vu.nextEvent++];
    return {
      kind: 'events: register',
      method: 'POST',
      path: `/api/v1/my/events/${id}/register`,
      body: JSON.stringify({ subscriberID: vu.user.publicId }),
    };
  }
  return { kind: 'events: open', method: 'GET', path: '/api/v1/my/events/open' };
}

/** The next call of this virtual user: a sign-in when its session is new, otherwise its round. */
export function nextCall(vu: VirtualUser, people: LoadPeople): Call {
  if (!vu.token || vu.calls >= CALLS_PER_SESSION) {
    vu.calls = 0;
    vu.token = undefined;
    const body = JSON.stringify({ username: vu.user.userName, password: people.password });
    return { kind: 'sign in', method: 'POST', path: '/api/v1/login', body };
  }
  vu.calls++;
  return vu.user.kind === 'staff' ? staffCall(vu) : memberCall(vu, people);
}

/** What a call's answer leaves in the user's state (the session, the directory's cursor). */
export function answered(vu: VirtualUser, call: Call, status: number, body: string) {
  if (status !== 200) return;
  if (call.kind === 'sign in') vu.token = (JSON.parse(body) as { token: string }).token;
  if (call.kind === 'directory: first page' || call.kind === 'directory: search') {
    const cursor = (JSON.parse(body) as { nextCursor?: string | null }).nextCursor;
    vu.page = cursor ? { query: call.path.split('?')[1] ?? '', cursor } : undefined;
  }
}

/** What a write would commit, to count against the database afterwards. */
export function writeOf(call: Call, vu: VirtualUser): string | undefined {
  if (call.kind === 'chat: send') return (JSON.parse(call.body ?? '{}') as { msg: string }).msg;
  if (call.kind === 'events: register') return `${call.path.split('/')[5]}:${vu.user.userId}`;
  return undefined;
}

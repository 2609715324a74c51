import { roleIds } from '../db/seed/base.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { masterData } from './events.ts';
import { person } from './journeys.ts';

/*
 * What a test file starts from, made in its `beforeAll` in one line:
 *   let { t, boss } = {} as BossBed;
 *   beforeAll(async () => ({ t, boss } = await bossBed()));
 *   afterAll(() => t.close());
 */

/** A fresh app and a Super Admin of it. */
export async function bossBed() {
  const t = await startTestApp();
  return { t, boss: await person(t, 'superAdmin') };
}
export type BossBed = Awaited<ReturnType<typeof bossBed>>;

/** The same, with the master data events and matches are made of (a sport, venues, teams…). */
export async function masterBed() {
  const { t, boss } = await bossBed();
  return { t, boss, master: await masterData(t, boss) };
}
export type MasterBed = Awaited<ReturnType<typeof masterBed>>;

/** The same, with the seeded roles' ids (what staff are invited into). */
export async function staffBed() {
  const bed = await bossBed();
  return { ...bed, seeded: await roleIds(bed.t.db) };
}
export type StaffBed = Awaited<ReturnType<typeof staffBed>>;

/** A fresh app with the demo accounts signed in: their public ids and tokens by user name. */
export async function demoBed() {
  const t = await startTestApp();
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const name of ['sam', 'mia', 'coach', 'admin']) {
    const res = await t.api('POST', 'login', { username: name, password: 'Fieldhouse#2026' });
    ids[name] = res.json<{ subscriberID: string }>().subscriberID;
    tokens[name] = res.json<{ token: string }>().token;
  }
  return { t, ids, tokens };
}
export type DemoBed = Awaited<ReturnType<typeof demoBed>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls as a page of menu `menuID` makes them, by the Super Admin unless a token is given; `bed`
 * is read at each call because the file's app starts in `beforeAll`.
 */
export function menuCalls(bed: () => { t: TestApp; boss: { token: string } }, menuID: string) {
  return (method: Method, url: string, body?: unknown, token = bed().boss.token) =>
    bed().t.api(method, url, body, { token, headers: { menuID } });
}

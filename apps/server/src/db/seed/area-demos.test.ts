import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competition, EventEntry } from '@fieldhouse/contract';
import { eventsArea } from '../../modules/events/index.ts';
import { areaDemos } from '../../modules/index.ts';
import { matchesArea } from '../../modules/matches/index.ts';
import { paymentArea } from '../../modules/payment/index.ts';
import { settingsArea } from '../../modules/settings/index.ts';
import { smsArea } from '../../modules/sms/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { smsLog } from '../../test/sms.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { seed: 'base' });
});
afterAll(() => t.close());

const list = async (token: string) => {
  const res = await t.api('GET', 'events?limit=50', undefined, { token });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: EventEntry[] }>().items;
};

describe('demo data an area brings through its face', () => {
  it('is the SMS, events, matches, settings and payment areas’ own, in the list’s order', () => {
    expect(areaDemos).toEqual([
      smsArea.demo,
      eventsArea.demo,
      matchesArea.demo,
      settingsArea.demo,
      paymentArea.demo,
    ]);
  });

  it('is added by each area after the shared demo data, and only by the areas given', async () => {
    const boss = await person(t, 'superAdmin');
    // The shared demo data alone: accounts, subscribers, master data; no event.
    expect(await seedDemo(t.db, [])).toBe(true);
    expect(await list(boss.token)).toEqual([]);

    const createdBy = await t.userId('admin');
    for (const demo of areaDemos) await demo(t.db, { createdBy, now: Date.now() });
    const events = await list(boss.token);
    expect(events.map((e) => e.title).sort()).toEqual([
      'Holiday football camp',
      'Riverside Spring Cup',
      'Swimming squad trials',
      'Winter strength block',
    ]);
    const cup = events.find((e) => e.kind === 'tournament')!;
    const res = await t.api('GET', `events/${cup.id}/competition`, undefined, { token: boss.token });
    expect(res.statusCode).toBe(200);
    const competition = res.json<Competition>();
    expect(competition.entrants).toHaveLength(8);
    expect(competition.matches).toHaveLength(28);
    const falcons = competition.entrants.find((e) => e.teamId !== null)!;
    const players = await t.api('GET', `master/teams/${falcons.teamId}/players`, undefined, {
      token: boss.token,
    });
    expect(players.json<{ items: unknown[] }>().items).toHaveLength(10);

    // The SMS pages have texts of every delivery status, and templates in both languages.
    const log = await smsLog(t, boss.token, { limit: 50 });
    expect(new Set(log.items.map((i) => i.deliveryStatus))).toEqual(
      new Set(['queued', 'stored', 'held', 'skipped', 'sent', 'delivered', 'failed']),
    );
    const templates = await t.api('GET', 'sms/templates', undefined, { token: boss.token });
    const items = templates.json<{ items: { textEn: string; textAr: string }[] }>().items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(item.textAr).toMatch(/[\u0600-\u06FF]/);
  });
});

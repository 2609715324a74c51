import { MASTER_KINDS, type MenuNode } from '@fieldhouse/contract';
import { expect, test, type Page } from '@playwright/test';
import { dataNames } from '../src/lib/i18n/ar/data-names.ts';
import {
  answerPreferences,
  apiEvent,
  apiGet,
  apiPost,
  apiSignIn,
  apiStaffMember,
  useSession,
} from './fixtures.ts';

/*
 * Every page of the console in Arabic, read as the Super Admin reads it: once the organisation's
 * own data is taken out (the names of its people, teams, venues, events… as the API gave them to
 * the page), no English word may be left. Words a catalog translates (menu titles, seeded roles,
 * sports) stay in, so an untranslated one is found.
 */

/** Keys whose values are a record's own name or words, as the API sends them. */
const NAME_KEYS = new Set([
  'name',
  'fullName',
  'full_name',
  'title',
  'eventTitle',
  'sport',
  'ageCategory',
  'season',
  'venue',
  'team',
  'address',
  // The organisation's own (its settings).
  'taxNumber',
  // An invoice's number (INV-000123) is the organisation's identifier, written as issued.
  'number',
  'iso2',
  'userName',
  'user_name',
  'homeName',
  'awayName',
  'home',
  'away',
  'person',
  // A parent link's audit entry names the parent (the family links of a record).
  'parent',
  'entered',
  'removed',
  'added',
  'renamedFrom',
  'search',
  'reason',
  'note',
  'content',
  // What people wrote to each other, and the texts as they were sent, are kept as written.
  'msg',
  'text',
]);
/**
 * What belongs in any language: the product's name, handles, addresses, file types, the names of
 * text encodings (a file's, a text message's), and a template's placeholders, which are typed as
 * they are whatever the language.
 */
const ALLOWED = [
  /[\w.+-]+@[\w-]+\.[\w.]+/g,
  /\bFieldhouse\b/gi,
  /@[\w.-]+/g,
  /https?:\/\/\S+/g,
  /\b(CSV|ICS|JPEG|JSON|PNG|WebP|ZIP)\b/g,
  /\b(UTF-8|UTF-16|GSM-7|UCS-2)\b/g,
  /\{[A-Za-z]+\}/g,
];

/** Texts people wrote (or were sent): shown shortened at times, so their words count one by one. */
// A text template's English version (textEn) is the organisation's own words, and a text's failure
// (error) the SMS provider's, shown as written.
const TEXT_KEYS = new Set(['msg', 'text', 'textEn', 'error', 'note', 'content', 'description', 'reason']);

function collect(value: unknown, into: Set<string>, withDescriptions: boolean, key = ''): void {
  if (typeof value === 'string') {
    if (NAME_KEYS.has(key) || (withDescriptions && key === 'description')) into.add(value);
    if (TEXT_KEYS.has(key) && (key !== 'description' || withDescriptions)) {
      for (const word of value.match(/[A-Za-z]{2,}/g) ?? []) into.add(word);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, withDescriptions, key);
  } else if (value && typeof value === 'object') {
    // A coded term (`{ key: 'reason.wrong-password', name }`) is worded by the catalogs, not data.
    const { key: code } = value as { key?: unknown };
    if (typeof code === 'string' && code.includes('.')) return;
    // A notification of a kind is worded by the catalogs; its English `msg` is not data.
    const worded = typeof (value as { kind?: unknown }).kind === 'string';
    for (const [k, v] of Object.entries(value)) {
      if (!(worded && k === 'msg')) collect(v, into, withDescriptions, k);
    }
  }
}

/** The organisation's own names the page was given, those a catalog words taken out. */
function watchNames(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.includes('/api/v1/') || url.includes('/api/v1/menu')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const body: unknown = await response.json().catch(() => null);
    // An event's description is the organisation's text; a role's is worded by its key.
    collect(body, names, /\/api\/v1\/(events|my)/.test(url));
  });
  return names;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function englishLeft(text: string, names: Set<string>): string[] {
  let rest = text;
  for (const allowed of ALLOWED) rest = rest.replace(allowed, ' ');
  const translated = new Set(Object.keys(dataNames));
  // Longest first, so "York Rovers" goes before "York"; whole words only ("EG" is not in "JPEG").
  for (const name of [...names].filter((n) => !translated.has(n)).sort((a, b) => b.length - a.length)) {
    if (name.trim().length < 2) continue;
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${escaped(name)}(?![A-Za-z])`, 'g'), ' ');
  }
  return [...new Set(rest.match(/[A-Za-z]{2,}/g) ?? [])];
}

const leafUrls = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [
    ...(node.type === 'item' && node.url && !node.external ? [node.url] : []),
    ...leafUrls(node.children ?? []),
  ]);

test('every page of the console in Arabic holds no English word but the data’s own names', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const session = await apiSignIn(request, 'admin');
  const token = session.token as string;
  // Entries of the trail to word: a role given, an event made.
  await apiStaffMember(request, 'coach');
  await apiEvent(request, token);
  const { menu } = (await apiPost(request, 'menu', token, { data: '' })) as { menu: MenuNode[] };
  const events = (await apiGet(request, 'events?limit=50', token)) as {
    items: { id: number; kind: string }[];
  };
  const tournament = events.items.find((e) => e.kind === 'tournament');
  const someone = (await apiGet(request, 'subscribers?limit=1', token)) as {
    items: { subscriberID: string }[];
  };
  const pages = [
    ...leafUrls(menu),
    `/subscriber/${someone.items[0]?.subscriberID}`,
    `/event/${events.items[0]?.id}`,
    ...(tournament ? [`/event/${tournament.id}`, `/match/${tournament.id}`] : []),
    ...MASTER_KINDS.map((kind) => `/master?kind=${kind}`),
    '/audit',
    '/roles',
  ];

  await answerPreferences(page, { language: 'ar' });
  await useSession(page, session);
  const names = watchNames(page);
  const found: Record<string, string[]> = {};
  for (const url of [...new Set(pages)]) {
    // Each page is read against the names its own load was given.
    names.clear();
    // The header names the signed-in person from the session, not from the page's own calls.
    names.add(String(session.fullName));
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // Settled: nothing loading, and the page's own heading shown.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const words = englishLeft(await page.locator('body').innerText(), names);
    if (words.length > 0) found[url] = words;
  }
  expect(found).toEqual({});
});

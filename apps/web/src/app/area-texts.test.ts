import { beforeAll, describe, expect, it } from 'vitest';
import { areaTexts, WEB_AREAS } from '../features/index.ts';
import { ar } from '../lib/i18n/ar.ts';
import { sharedTexts } from '../lib/i18n/en/shared.ts';
import { signInTexts } from '../lib/i18n/en/sign-in.ts';
import { i18n, loadEnglish } from '../lib/i18n/i18n.ts';
import { consolePages } from './routes.tsx';

type Catalog = { texts: object };
// Every area's words on disk, whichever face names them (or none does).
const onDisk = import.meta.glob<Catalog>('../features/*/texts/{en,ar}.ts');

// Arabic has plural forms English lacks: a key counts once, whatever its plural suffix.
const PLURAL = /_(zero|one|two|few|many|other)$/;
function keysOf(words: unknown, prefix = ''): string[] {
  if (typeof words !== 'object' || words === null) return [prefix.replace(PLURAL, '')];
  return Object.entries(words).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}
const sameKeys = (english: unknown, arabic: unknown) => [
  [...new Set(keysOf(english))].sort(),
  [...new Set(keysOf(arabic))].sort(),
];

describe("the areas' words", () => {
  const catalogs: { en: Catalog; ar: Catalog }[] = [];
  beforeAll(async () => {
    for (const texts of areaTexts()) catalogs.push({ en: await texts.en(), ar: await texts.ar() });
  });

  it('are all named by the faces in WEB_AREAS, and each face names its own folder', async () => {
    const named = new Set(catalogs.flatMap(({ en, ar }) => [en, ar]));
    const files = await Promise.all(Object.values(onDisk).map((load) => load()));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !named.has(file))).toEqual([]);
    expect(areaTexts()).toHaveLength(WEB_AREAS.filter((area) => 'texts' in area).length);
  });

  it('say every English key in Arabic, and no other, area by area', () => {
    for (const { en, ar: arabic } of catalogs) {
      const [english, inArabic] = sameKeys(en.texts, arabic.texts);
      expect(inArabic).toEqual(english);
    }
  });

  it('each have namespaces of their own, apart from the words of no one area', () => {
    const owners = [
      Object.keys({ ...signInTexts, ...sharedTexts }),
      ...catalogs.map(({ en }) => Object.keys(en.texts)),
    ];
    const all = owners.flat();
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
  });

  it('are all in English once a page of the events or matches has loaded its English', async () => {
    await consolePages(); // Hands the areas' words to lib/i18n, as the first console page does.
    await loadEnglish('withPages');
    const namespaces = catalogs.flatMap(({ en }) => Object.keys(en.texts));
    expect(namespaces.filter((name) => !i18n.exists(name, { lng: 'en' }))).toEqual([]);
  });
});

describe('the words of no one area', () => {
  it('say every English key in Arabic, besides the codes and names only Arabic words', () => {
    const { errors: _e, fields: _f, dataNames: _d, notificationKinds: _n, ...worded } = ar;
    const [english, inArabic] = sameKeys({ ...signInTexts, ...sharedTexts }, worded);
    expect(inArabic).toEqual(english);
  });
});

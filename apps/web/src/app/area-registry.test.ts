import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  MENU_CONTAINERS,
  MENU_ENTRIES,
  MENU_WORDS,
  NAV_ICONS,
  loadAreaWords,
  registryArabic,
} from '@fieldhouse/contract';
import { dataNames } from '../lib/i18n/ar/data-names.ts';
import { areaMenuIcons, WEB_AREAS } from '../features/index.ts';
import { rolesArea } from '../features/roles/index.ts';
import { navGlyph, SHELL_ICONS } from '../shell/nav/nav-icon.tsx';
import { navIconKey } from '../shell/nav/nav-icon-key.ts';
import { wholeRouteTable } from './routes.tsx';

// The area registry (packages/contract/src/areas.ts) against what the console can show.
describe('the area registry in the console', () => {
  const internal = MENU_ENTRIES.filter((entry) => !entry.external);

  it.each(internal.map((entry) => [entry.title, entry.url]))(
    'routes the menu item %s (%s)',
    async (_title, url) => {
      const matched = matchRoutes(await wholeRouteTable(), url) ?? [];
      const leaf = matched.at(-1)?.route;
      // A page of its own: a route with a path, or the index route of a nested one.
      expect(
        leaf?.path ?? (leaf?.index ? '' : undefined),
        `no route of the console answers ${url}`,
      ).toBeDefined();
      expect(leaf?.path).not.toBe('*');
    },
  );

  it('words every area, menu title and badge in English and Arabic', async () => {
    const arabic: Record<string, string> = { ...dataNames, ...registryArabic(await loadAreaWords()) };
    const missing = MENU_WORDS.filter((word) => !word.trim() || !arabic[word]?.trim());
    expect(missing).toEqual([]);
  });

  it('words every action of the roles tree in English and Arabic', async () => {
    const [english, arabic] = await Promise.all([rolesArea.texts.en(), rolesArea.texts.ar()]);
    const [englishRoles, arabicRoles] = [english.texts.roles, arabic.texts.roles];
    const words = [...new Set(ACTIONS.map((action) => action.slice(action.indexOf('.') + 1)))];
    expect(words.filter((word) => !(word in englishRoles.action))).toEqual([]);
    expect(words.filter((word) => !(word in arabicRoles.action))).toEqual([]);
  });

  it('draws every icon the registry names with its own glyph', () => {
    const named = [
      ...NAV_ICONS,
      ...MENU_ENTRIES.flatMap((e) => e.icon ?? []),
      ...Object.values(MENU_CONTAINERS).flatMap((c) => ('icon' in c ? [c.icon] : [])),
    ];
    const glyphs = areaMenuIcons();
    for (const icon of named) {
      expect(navIconKey(icon), icon).toBe(icon);
      expect(navGlyph(glyphs, icon), icon).not.toBe(SHELL_ICONS.fallback);
    }
  });

  it('draws a word alike whichever area, or the shell, names it', () => {
    const drawn = new Map<string, unknown>();
    const drawers = [SHELL_ICONS, ...WEB_AREAS.map((area) => ('menuIcons' in area ? area.menuIcons : {}))];
    for (const drawer of drawers)
      for (const [word, glyph] of Object.entries(drawer)) {
        expect(drawn.get(word) ?? glyph, word).toBe(glyph);
        drawn.set(word, glyph);
      }
  });
});

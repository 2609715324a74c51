import type { RouteObject } from 'react-router';
import type { Icon } from '@tabler/icons-react';
import type { NavIcon } from '@fieldhouse/contract';
import { loadEnglish, type AreaTexts, type EnglishScope } from '../lib/i18n/i18n.ts';
import { auditArea } from './audit/index.ts';
import { authArea } from './auth/index.ts';
import { dashboardArea } from './dashboard/index.ts';
import { eventsArea } from './events/index.ts';
import { familyArea } from './family/index.ts';
import { masterArea } from './master/index.ts';
import { matchesArea } from './matches/index.ts';
import { myEventsArea } from './my-events/index.ts';
import { myFixturesArea } from './my-fixtures/index.ts';
import { notificationsArea } from './notifications/index.ts';
import { paymentArea } from './payment/index.ts';
import { profileArea } from './profile/index.ts';
import { reviewArea } from './review/index.ts';
import { safeguardingArea } from './safeguarding/index.ts';
import { settingsArea } from './settings/index.ts';
import { rolesArea } from './roles/index.ts';
import { smsArea } from './sms/index.ts';
import { staffArea } from './staff/index.ts';
import { subscribersArea } from './subscribers/index.ts';

/** What a feature's face (`features/<area>/index.ts`) gives the console. */
type WebArea = {
  /** Pages outside the console shell (sign-in and its steps); each guards itself. */
  publicRoutes?: RouteObject[];
  /** Pages inside the console shell, behind its guard; each loads its area's chunk with `lazy`. */
  routes?: RouteObject[];
  /** The glyph of each icon word its menu entries name (packages/contract/src/areas.ts). */
  menuIcons?: Partial<Record<NavIcon, Icon>>;
  /** Its words, English and Arabic, each a module of its own: `texts/en.ts` and `texts/ar.ts`. */
  texts?: AreaTexts;
};

/**
 * Every area of the console, one line each: the route table (app/routes.tsx) mounts their pages
 * and hands their words to lib/i18n, and the shell's menu draws their glyphs (app/providers.tsx).
 */
export const WEB_AREAS = [
  authArea,
  dashboardArea,
  profileArea,
  familyArea,
  reviewArea,
  safeguardingArea,
  subscribersArea,
  paymentArea,
  rolesArea,
  masterArea,
  staffArea,
  eventsArea,
  matchesArea,
  myFixturesArea,
  myEventsArea,
  auditArea,
  smsArea,
  notificationsArea,
  settingsArea,
] as const satisfies readonly WebArea[];

const areas: readonly WebArea[] = WEB_AREAS;

/**
 * A route, and the ones below it, whose page waits for the English it may say before it draws
 * (lib/i18n/i18n.ts): a page may say another area's words. A route without `lazy` (the sign-in
 * page) does not wait: it carries its own.
 */
function withEnglish(route: RouteObject, scope: EnglishScope): RouteObject {
  const { lazy, children } = route;
  const waiting =
    typeof lazy === 'function'
      ? { lazy: async () => (await Promise.all([lazy(), loadEnglish(scope)]))[0] }
      : {};
  const below = children && { children: children.map((child) => withEnglish(child, scope)) };
  return { ...route, ...waiting, ...below } as RouteObject;
}

const scopeOf = (area: WebArea): EnglishScope => (area.texts?.withPages ? 'withPages' : 'console');

/** The pages outside the console shell. */
export const publicRoutes = (): RouteObject[] =>
  areas.flatMap((area) => (area.publicRoutes ?? []).map((route) => withEnglish(route, scopeOf(area))));

/** The pages inside the console shell. */
export const consoleRoutes = (): RouteObject[] =>
  areas.flatMap((area) => (area.routes ?? []).map((route) => withEnglish(route, scopeOf(area))));

/** Every area's words, by language, for lib/i18n to load (app/routes.tsx hands them over). */
export const areaTexts = (): AreaTexts[] => areas.flatMap((area) => (area.texts ? [area.texts] : []));

/** Every glyph the areas draw in the menu, by icon word. */
export const areaMenuIcons = (): Partial<Record<NavIcon, Icon>> =>
  Object.assign({}, ...areas.map((area) => area.menuIcons ?? {})) as Partial<Record<NavIcon, Icon>>;

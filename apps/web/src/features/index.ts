import type { RouteObject } from 'react-router';
import type { Icon } from '@tabler/icons-react';
import type { NavIcon } from '@fieldhouse/contract';
import type { AreaTexts } from '../lib/i18n/i18n.ts';
import { auditArea } from './audit/index.ts';
import { authArea } from './auth/index.ts';
import { bulkArea } from './bulk/index.ts';
import { dashboardArea } from './dashboard/index.ts';
import { eventsArea } from './events/index.ts';
import { familyArea } from './family/index.ts';
import { kpiArea } from './kpi/index.ts';
import { masterArea } from './master/index.ts';
import { matchesArea } from './matches/index.ts';
import { myEventsArea } from './my-events/index.ts';
import { myFixturesArea } from './my-fixtures/index.ts';
import { notificationsArea } from './notifications/index.ts';
import { paymentArea } from './payment/index.ts';
import { withEnglish } from './public.ts';
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
  /** Pages outside the console shell (sign-in and its steps; features/public.ts mounts them); each guards itself. */
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
 * and hands their words to lib/i18n, and the shell's menu draws their glyphs. This module and the
 * faces it gathers load after sign-in, with the console's route table; the sign-in page's own
 * routes come from features/public.ts.
 */
export const WEB_AREAS = [
  authArea,
  dashboardArea,
  profileArea,
  familyArea,
  reviewArea,
  safeguardingArea,
  subscribersArea,
  bulkArea,
  paymentArea,
  rolesArea,
  masterArea,
  staffArea,
  eventsArea,
  matchesArea,
  myFixturesArea,
  myEventsArea,
  auditArea,
  kpiArea,
  smsArea,
  notificationsArea,
  settingsArea,
] as const satisfies readonly WebArea[];

const areas: readonly WebArea[] = WEB_AREAS;

/** The pages inside the console shell. */
export const consoleRoutes = (): RouteObject[] =>
  areas.flatMap((area) => (area.routes ?? []).map((route) => withEnglish(route, area.texts)));

/** Every area's words, by language, for lib/i18n to load (app/routes.tsx hands them over). */
export const areaTexts = (): AreaTexts[] => areas.flatMap((area) => (area.texts ? [area.texts] : []));

/** Every glyph the areas draw in the menu, by icon word. */
export const areaMenuIcons = (): Partial<Record<NavIcon, Icon>> =>
  Object.assign({}, ...areas.map((area) => area.menuIcons ?? {})) as Partial<Record<NavIcon, Icon>>;

import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { loadEnglish, registerAreaTexts } from '../lib/i18n/i18n.ts';
import { consoleShellLoader } from '../lib/route-guards.ts';
import { publicRoutes, publicTexts, registerEveryArea } from '../features/public.ts';
import { PageFallback } from './page-fallback.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/*
 * The route table in two halves. The first chunk holds the pages outside the console (sign-in and
 * its steps, features/public.ts): the sign-in page is the first page most visits open, and draws
 * without a second round trip. The console's pages, walking every area's face
 * (features/index.ts), are patched in on the first visit to one (`patchConsoleRoutes`), so the
 * sign-in page downloads neither the console shell nor the areas' route tables; each area's pages
 * are then their own chunks, loaded by their routes' `lazy`. Guards are plain loaders outside the
 * chunks (lib/route-guards.ts), so a signed-out visitor is redirected before a page downloads.
 * Words go to lib/i18n with their routes: the shell and every page beyond sign-in wait for all
 * of English, and a reader's Arabic brings every area's.
 */
void registerAreaTexts(publicTexts());

const CONSOLE = 'console';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      { index: true, loader: () => redirect(LOGIN_PATH) },
      ...publicRoutes(),
      {
        id: CONSOLE,
        loader: consoleShellLoader,
        lazy: async () => {
          const [{ ConsoleLayout }] = await Promise.all([import('./console-layout.tsx'), loadEnglish()]);
          return { Component: ConsoleLayout };
        },
      },
    ],
  },
];

/** The console's pages, every area's and the shell's own, with their words handed to lib/i18n. */
export async function consolePages(): Promise<RouteObject[]> {
  const [areas, { layoutRoutes }] = await Promise.all([
    import('../features/index.ts'),
    import('./layout-presets.ts'),
    registerEveryArea(),
  ]);
  return [
    ...layoutRoutes,
    ...areas.consoleRoutes(),
    {
      path: '*',
      lazy: async () => ({ Component: (await import('../shell/not-found-page.tsx')).NotFoundPage }),
    },
  ];
}

/** The whole table, as the router holds it once the console's half has joined (tests match addresses against it). */
export async function wholeRouteTable(): Promise<RouteObject[]> {
  const pages = await consolePages();
  const joined = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      if (route.id === CONSOLE) return { ...route, children: pages } as RouteObject;
      return route.children ? { ...route, children: joined(route.children) } : route;
    });
  return joined(routes);
}

let consoleAdded: Promise<void> | undefined;

/**
 * The router asks for it when an address matches none of the routes it knows: the first visit to
 * a console page. Once patched, the console's `*` page answers every other address.
 */
export const patchConsoleRoutes: PatchRoutesOnNavigationFunction = ({ patch }) => {
  consoleAdded ??= consolePages().then(
    (pages) => patch(CONSOLE, pages),
    (error: unknown) => {
      consoleAdded = undefined; // A failed download is tried again by the next navigation.
      throw error;
    },
  );
  return consoleAdded;
};

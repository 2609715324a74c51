import { redirect, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { loadEnglish, registerAreaTexts } from '../lib/i18n/i18n.ts';
import { consoleShellLoader } from '../lib/route-guards.ts';
import { areaTexts, consoleRoutes, publicRoutes } from '../features/index.ts';
import { layoutRoutes } from './layout-presets.ts';
import { PageFallback } from './page-fallback.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/*
 * The route table, walking the console's areas (features/index.ts): each area's face gives its
 * routes. The sign-in page (with its auth layout) is the first page most visits open, so it is
 * part of the first chunk and draws without a second round trip (the auth face imports it).
 * Every other area is its own chunk, loaded on demand by its routes' `lazy`, so the sign-in page
 * never downloads the console shell. Guards are plain loaders outside the chunks
 * (lib/route-guards.ts), so a signed-out visitor is redirected before anything downloads.
 * The areas' words go to lib/i18n here, first: the shell and every page beyond sign-in wait for
 * all of English, and a reader's Arabic brings every area's.
 */
registerAreaTexts(areaTexts());

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
        id: 'console',
        loader: consoleShellLoader,
        lazy: async () => {
          const [{ ConsoleShell }] = await Promise.all([import('../shell/console-shell.tsx'), loadEnglish()]);
          return { Component: ConsoleShell };
        },
        children: [
          ...layoutRoutes,
          ...consoleRoutes(),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../shell/not-found-page.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

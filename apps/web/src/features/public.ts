import type { RouteObject } from 'react-router';
import { loadEnglish, registerAreaTexts, type AreaTexts } from '../lib/i18n/i18n.ts';
import { authArea } from './auth/index.ts';

/*
 * The pages outside the console shell (sign-in and its steps) and their words: the first chunk
 * holds them. Every other area's face comes with the console's route table (features/index.ts),
 * fetched on the first visit to a console page, so the sign-in page downloads none of them.
 */

let everyArea: Promise<void> | undefined;

/**
 * Every area's words handed to lib/i18n, once (the console's faces come with them): a page may
 * say another area's words — sign-up offers the profile's genders — so a page outside the console
 * waits for them as a console page does. In Arabic, their Arabic loads with them.
 */
export function registerEveryArea(): Promise<void> {
  everyArea ??= import('./index.ts')
    .then((areas) => registerAreaTexts(areas.areaTexts()))
    .catch((error: unknown) => {
      everyArea = undefined; // A failed download is tried again by the next page.
      throw error;
    });
  return everyArea;
}

/**
 * A route, and the ones below it, whose page waits for the words it may say before it draws
 * (lib/i18n/i18n.ts): every area's, in English and in the reader's language. A route without
 * `lazy` (the sign-in page) does not wait: it carries its own.
 */
export function withEnglish(route: RouteObject, texts: AreaTexts | undefined): RouteObject {
  const { lazy, children } = route;
  const scope = texts?.withPages ? 'withPages' : 'console';
  const words = () => registerEveryArea().then(() => loadEnglish(scope));
  const waiting =
    typeof lazy === 'function' ? { lazy: async () => (await Promise.all([lazy(), words()]))[0] } : {};
  const below = children && { children: children.map((child) => withEnglish(child, texts)) };
  return { ...route, ...waiting, ...below } as RouteObject;
}

/** The pages outside the console shell. */
export const publicRoutes = (): RouteObject[] =>
  authArea.publicRoutes.map((route) => withEnglish(route, authArea.texts));

/** The words of the pages outside the console shell. */
export const publicTexts = (): AreaTexts[] => [authArea.texts];

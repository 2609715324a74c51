// The sign-in area's face: its pages outside the console shell. Unlike every other face, it
// imports two modules statically: the sign-in page (with its layout) is the first page most visits
// open, so it is part of the first chunk and draws without a second round trip (app/routes.tsx).
import { redirect, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { AWAITING_REVIEW_PATH, FIRST_PASSWORD_PATH, VERIFY_PATH } from '../../lib/auth-paths.ts';
import {
  childLinkLoader,
  registerLoader,
  requireConsoleAccess,
  requireSessionStep,
} from '../../lib/route-guards.ts';
import { AuthLayout } from './auth-layout.tsx';
import { LoginPage } from './login-page.tsx';

const publicRoutes: RouteObject[] = [
  { path: 'x', loader: childLinkLoader },
  {
    path: 'auth',
    Component: AuthLayout,
    children: [
      { index: true, loader: () => redirect(LOGIN_PATH) },
      {
        // No loader: the page itself sends a signed-in user on, so the first render is the
        // form rather than the router's start-up fallback.
        path: 'login',
        Component: LoginPage,
      },
      {
        // Sign-up brings the contract's zod schemas, so it stays out of the sign-in chunk.
        path: 'register',
        loader: registerLoader,
        lazy: async () => ({ Component: (await import('./register-page.tsx')).RegisterPage }),
      },
      {
        path: 'verify',
        loader: requireSessionStep(VERIFY_PATH),
        lazy: async () => ({ Component: (await import('./verify-page.tsx')).VerifyPage }),
      },
      {
        path: 'awaiting-review',
        loader: requireSessionStep(AWAITING_REVIEW_PATH),
        lazy: async () => ({ Component: (await import('./awaiting-review-page.tsx')).AwaitingReviewPage }),
      },
      {
        path: 'first-password',
        loader: requireSessionStep(FIRST_PASSWORD_PATH),
        lazy: async () => ({ Component: (await import('./first-password-page.tsx')).FirstPasswordPage }),
      },
      {
        path: 'invitation/:token',
        lazy: async () => ({ Component: (await import('./invitation-page.tsx')).InvitationPage }),
      },
      {
        path: 'relation/:fromId',
        loader: requireConsoleAccess,
        lazy: async () => ({ Component: (await import('./relation-page.tsx')).RelationPage }),
      },
      { path: '*', loader: () => redirect(LOGIN_PATH) },
    ],
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const authArea = { publicRoutes, texts };

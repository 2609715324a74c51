import { redirect, type RouteObject } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '@fieldhouse/contract';
import { AWAITING_REVIEW_PATH, FIRST_PASSWORD_PATH, VERIFY_PATH } from '../lib/auth-paths.ts';
import {
  childLinkLoader,
  consoleShellLoader,
  registerLoader,
  requireConsoleAccess,
  requireSessionStep,
} from './guards.ts';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { layoutRoutes } from './layout-presets.ts';
import { PageFallback } from './page-fallback.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/*
 * The route table. The sign-in page (with its auth layout) is the first page most visits open,
 * so it is part of the first chunk and draws without a second round trip. Every other area is
 * its own chunk, loaded on demand, so the sign-in page never downloads the console shell. Guards
 * are plain loaders outside the chunks, so a signed-out visitor is redirected before anything
 * downloads.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      { index: true, loader: () => redirect(LOGIN_PATH) },
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
            lazy: async () => ({
              Component: (await import('../features/auth/register-page.tsx')).RegisterPage,
            }),
          },
          {
            path: 'verify',
            loader: requireSessionStep(VERIFY_PATH),
            lazy: async () => ({ Component: (await import('../features/auth/verify-page.tsx')).VerifyPage }),
          },
          {
            path: 'awaiting-review',
            loader: requireSessionStep(AWAITING_REVIEW_PATH),
            lazy: async () => ({
              Component: (await import('../features/auth/awaiting-review-page.tsx')).AwaitingReviewPage,
            }),
          },
          {
            path: 'first-password',
            loader: requireSessionStep(FIRST_PASSWORD_PATH),
            lazy: async () => ({
              Component: (await import('../features/auth/first-password-page.tsx')).FirstPasswordPage,
            }),
          },
          {
            path: 'invitation/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/invitation-page.tsx')).InvitationPage,
            }),
          },
          {
            path: 'relation/:fromId',
            loader: requireConsoleAccess,
            lazy: async () => ({
              Component: (await import('../features/auth/relation-page.tsx')).RelationPage,
            }),
          },
          { path: '*', loader: () => redirect(LOGIN_PATH) },
        ],
      },
      {
        id: 'console',
        loader: consoleShellLoader,
        lazy: async () => ({ Component: (await import('../shell/console-shell.tsx')).ConsoleShell }),
        children: [
          { path: 'dashboard', loader: () => redirect(HOME_PATH) },
          ...layoutRoutes,
          {
            path: 'dashboard/analytics',
            lazy: async () => ({
              Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/profile/profile-page.tsx')).ProfilePage,
            }),
          },
          {
            path: 'profile/children/:childId',
            lazy: async () => ({
              Component: (await import('../features/family/child-page.tsx')).ChildPage,
            }),
          },
          {
            path: 'review/registrations',
            lazy: async () => ({
              Component: (await import('../features/review/registrations-page.tsx')).RegistrationsPage,
            }),
          },
          {
            path: 'subscriber',
            lazy: async () => ({
              Component: (await import('../features/subscribers/directory-page.tsx')).DirectoryPage,
            }),
          },
          {
            path: 'subscriber/:subscriberID',
            lazy: async () => ({
              Component: (await import('../features/subscribers/record-page.tsx')).RecordPage,
            }),
          },
          {
            path: 'roles',
            lazy: async () => ({
              Component: (await import('../features/roles/roles-page.tsx')).RolesPage,
            }),
          },
          {
            path: 'master',
            lazy: async () => ({
              Component: (await import('../features/master/master-page.tsx')).MasterPage,
            }),
          },
          {
            path: 'staff',
            lazy: async () => ({
              Component: (await import('../features/staff/staff-page.tsx')).StaffPage,
            }),
          },
          {
            // The list (/event), a new event (/event/new), one (/event/{id}) and its form (…/edit).
            path: 'event/:id?/:edit?',
            lazy: async () => ({
              Component: (await import('../features/events/events-area.tsx')).EventsArea,
            }),
          },
          {
            // The tournaments (/match) and one tournament (/match/{eventId}), its tab in the query.
            path: 'match/:id?',
            lazy: async () => ({
              Component: (await import('../features/matches/matches-area.tsx')).MatchesArea,
            }),
          },
          {
            path: 'my/fixtures',
            lazy: async () => ({
              Component: (await import('../features/my-fixtures/my-fixtures-page.tsx')).MyFixturesPage,
            }),
          },
          {
            path: 'my/events',
            lazy: async () => ({
              Component: (await import('../features/my-events/my-events-page.tsx')).MyEventsPage,
            }),
          },
          {
            path: 'audit',
            lazy: async () => ({
              Component: (await import('../features/audit/audit-page.tsx')).AuditPage,
            }),
          },
          {
            path: 'sms/outbox',
            lazy: async () => ({
              Component: (await import('../features/sms/outbox-page.tsx')).OutboxPage,
            }),
          },
          {
            path: 'notifications',
            lazy: async () => ({
              Component: (await import('../features/notifications/notifications-page.tsx')).NotificationsPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../shell/not-found-page.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

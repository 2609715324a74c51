import type { EndpointKey } from '@fieldhouse/contract';
import type { Migrations } from '../db/migrate.ts';
import type { AreaDemo } from '../db/connect.ts';
import type { Handlers } from '../platform/endpoints.ts';
import type { JobDefinition } from '../platform/jobs/types.ts';
import type { Deps } from '../platform/request-context.ts';
import { accountStatusArea } from './account-status/index.ts';
import { auditArea } from './audit/index.ts';
import { authArea } from './auth/index.ts';
import { bulkArea } from './bulk/index.ts';
import { careArea } from './care/index.ts';
import { chatArea, type Chat } from './chat/index.ts';

import { cleanupArea } from './cleanup/index.ts';
import { connectionsArea } from './connections/index.ts';
import { dashboardArea } from './dashboard/index.ts';
import { dataRightsArea } from './data-rights/index.ts';
import { eventsArea } from './events/index.ts';
import { jobsArea } from './jobs/index.ts';
import { kpiArea } from './kpi/index.ts';
import { masterArea } from './master/index.ts';
import { matchesArea } from './matches/index.ts';
import { menuArea } from './menu/index.ts';
import { notifyArea } from './notify/index.ts';
import { otpArea } from './otp/index.ts';
import { paymentArea } from './payment/index.ts';
import { parentArea } from './parent/index.ts';
import { preferencesArea } from './preferences/index.ts';
import { profileArea } from './profile/index.ts';
import { registrationArea } from './registration/index.ts';
import { reviewArea } from './review/index.ts';
import { rolesArea } from './roles/index.ts';
import { safeguardingArea } from './safeguarding/index.ts';
import { settingsArea } from './settings/index.ts';
import { smsArea } from './sms/index.ts';
import { staffArea } from './staff/index.ts';
import { subscribersArea } from './subscribers/index.ts';

/** What an area is given: the shared services, and the chat the live channel also uses. */
export type AreaContext = Deps & { chat: Chat };

// The live channel carries the chat, so the server makes it before it serves the areas.
export { createChat } from './chat/index.ts';

type ServerArea = {
  endpoints?: (context: AreaContext) => Partial<Handlers<EndpointKey>>;
  jobs?: (deps: Deps) => JobDefinition[];
  /** The migrations of the tables the area owns (its `migrations/` folder), by name. */
  migrations?: Migrations;
  /** What the area adds to a demo database, after the shared demo data and the areas before it. */
  demo?: AreaDemo;
};

/**
 * Every area of the server, one line each: app.ts serves the endpoints and runs the jobs of
 * each; whatever migrates the database (server start, `npm run migrate`, the tests) runs their
 * migrations with the shared ones. Together they implement the contract's endpoint table exactly once (checked in app.ts).
 */
export const SERVER_AREAS = [
  authArea,
  registrationArea,
  otpArea,
  accountStatusArea,
  parentArea,
  profileArea,
  preferencesArea,
  notifyArea,
  connectionsArea,
  chatArea,
  menuArea,
  dashboardArea,
  reviewArea,
  subscribersArea,
  smsArea,
  jobsArea,
  kpiArea,
  auditArea,
  rolesArea,
  masterArea,
  staffArea,
  eventsArea,
  matchesArea,
  settingsArea,
  bulkArea,
  safeguardingArea,
  paymentArea,
  dataRightsArea,
  careArea,
  cleanupArea,
] as const satisfies readonly ServerArea[];

type Area = (typeof SERVER_AREAS)[number];
type EndpointsOf<A> = A extends { endpoints: (context: AreaContext) => infer H } ? H : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every area's endpoints in one table, typed as the intersection of theirs. */
export function areaEndpoints(context: AreaContext): Intersection<EndpointsOf<Area>> {
  const all = SERVER_AREAS.map((area: ServerArea) => area.endpoints?.(context) ?? {});
  return Object.assign({}, ...all) as Intersection<EndpointsOf<Area>>;
}

/** Every area's durable jobs. */
export const areaJobs = (deps: Deps) => SERVER_AREAS.flatMap((area: ServerArea) => area.jobs?.(deps) ?? []);

/** Every area's migrations, for db/migrate.ts (which refuses a name given twice). */
export const areaMigrations = SERVER_AREAS.map((area: ServerArea) => area.migrations ?? {});

/** Every area's demo data, in the list's order, for db/seed/demo.ts. */
export const areaDemos = SERVER_AREAS.flatMap((area: ServerArea) => (area.demo ? [area.demo] : []));

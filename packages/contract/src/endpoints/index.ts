import type { z } from 'zod';
import { accountEndpoints } from './account.ts';
import { auditEndpoints } from './audit.ts';
import type { EndpointDefinition } from './define.ts';
import { eventEndpoints } from './events.ts';
import { matchEndpoints } from './matches.ts';
import { jobEndpoints } from './jobs.ts';
import { masterEndpoints } from './master.ts';
import { peopleEndpoints } from './people.ts';
import { profileEndpoints } from './profile.ts';
import { roleEndpoints } from './roles.ts';
import { staffEndpoints } from './staff.ts';
import { staffAccountEndpoints } from './staff-accounts.ts';
import { subscriberEndpoints } from './subscribers.ts';
import { tournamentEndpoints } from './tournaments.ts';
import { settingsEndpoints } from '../settings/endpoints.ts';

export type { Access, EndpointDefinition, Method } from './define.ts';

/** Every call of the API under `/api/v1`, by method and path: the server and the console both use it. */
export const endpoints = {
  ...accountEndpoints,
  ...profileEndpoints,
  ...peopleEndpoints,
  ...staffEndpoints,
  ...subscriberEndpoints,
  ...jobEndpoints,
  ...auditEndpoints,
  ...roleEndpoints,
  ...masterEndpoints,
  ...staffAccountEndpoints,
  ...eventEndpoints,
  ...matchEndpoints,
  ...tournamentEndpoints,
  ...settingsEndpoints,
};
/** How many endpoints the groups declare: a key declared twice would leave `endpoints` shorter. */
export const ENDPOINT_DECLARATIONS = [
  accountEndpoints,
  profileEndpoints,
  peopleEndpoints,
  staffEndpoints,
  subscriberEndpoints,
  jobEndpoints,
  auditEndpoints,
  roleEndpoints,
  masterEndpoints,
  staffAccountEndpoints,
  eventEndpoints,
  matchEndpoints,
  tournamentEndpoints,
  settingsEndpoints,
]
  .map((group) => Object.keys(group).length)
  .reduce((a, b) => a + b, 0);

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The schema an endpoint declares for one part of the call, or `undefined` when it declares none. */
type Schema<K extends EndpointKey, Part extends keyof EndpointDefinition> =
  Endpoints[K] extends Record<Part, infer S> ? S : undefined;

/** What the server answers on success, `status: '200'` included. */
export type Reply<K extends EndpointKey> = z.output<Endpoints[K]['response']>;
/** What a handler returns: the answer without its envelope. */
export type Payload<K extends EndpointKey> = Omit<z.input<Endpoints[K]['response']>, 'status'>;

type Part<K extends EndpointKey, P extends 'params' | 'query'> =
  Schema<K, P> extends z.ZodType ? { [Q in P]: z.input<Schema<K, P>> } : { [Q in P]?: never };
type BodyPart<K extends EndpointKey> =
  Schema<K, 'body'> extends 'multipart'
    ? { body: FormData }
    : Schema<K, 'body'> extends z.ZodType
      ? undefined extends z.input<Schema<K, 'body'>>
        ? { body?: z.input<Schema<K, 'body'>> }
        : { body: z.input<Schema<K, 'body'>> }
      : { body?: never };

/** What a caller sends: the path parameters, the query and the body its endpoint declares. */
export type Input<K extends EndpointKey> = Part<K, 'params'> & Part<K, 'query'> & BodyPart<K>;

/** What the server has checked: the parsed path parameters, query and body. */
export type Parsed<K extends EndpointKey> = {
  params: Schema<K, 'params'> extends z.ZodType ? z.output<Schema<K, 'params'>> : undefined;
  query: Schema<K, 'query'> extends z.ZodType ? z.output<Schema<K, 'query'>> : undefined;
  body: Schema<K, 'body'> extends z.ZodType ? z.output<Schema<K, 'body'>> : undefined;
};

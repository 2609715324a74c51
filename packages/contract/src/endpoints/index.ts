import type { z } from 'zod';
import type { AreaContract, Intersection } from '../area-contract.ts';
import { AREA_CONTRACTS, type AreaContracts } from '../areas.ts';
import { auditContract } from '../audit/index.ts';
import { accountEndpoints } from './account.ts';
import { careEndpoints } from './care.ts';
import { consoleEndpoints } from './console.ts';
import type { EndpointDefinition } from './define.ts';
import { healthEndpoints } from './health.ts';
import { jobEndpoints } from './jobs.ts';
import { peopleEndpoints } from './people.ts';
import { profileEndpoints } from './profile.ts';

export type { Access, EndpointDefinition, Method } from './define.ts';

/** The groups that belong to no area: one's own account, profile, people and jobs, the menu, and the health probes. */
const sharedGroups = [
  accountEndpoints,
  profileEndpoints,
  peopleEndpoints,
  careEndpoints,
  consoleEndpoints,
  jobEndpoints,
  healthEndpoints,
] as const;
const groups: readonly Readonly<Record<string, EndpointDefinition>>[] = [
  ...sharedGroups,
  ...Object.values(AREA_CONTRACTS).flatMap((area: AreaContract) => area.endpoints),
  // The trail's filter lists every area's audit actions, so its area comes after AREA_CONTRACTS.
  ...auditContract.endpoints,
];

type AreaGroup =
  AreaContracts[keyof AreaContracts]['endpoints'][number] | (typeof auditContract.endpoints)[number];

/**
 * Every call of the API under `/api/v1`, by method and path: the server and the console both use
 * it. The shared groups, then each area's (areas.ts, `AREA_CONTRACTS`).
 */
export const endpoints = Object.assign({}, ...groups) as Intersection<
  (typeof sharedGroups)[number] | AreaGroup
>;
/** How many endpoints the groups declare: a key declared twice would leave `endpoints` shorter. */
export const ENDPOINT_DECLARATIONS = groups
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

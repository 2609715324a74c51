import type { EndpointKey, MasterKind } from '@fieldhouse/contract';
import { handlers, type Handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import * as master from './master.service.ts';

type KindKeys<K extends MasterKind> = Extract<
  EndpointKey,
  `GET /master/${K}` | `POST /master/${K}` | `PATCH /master/${K}/:id` | `DELETE /master/${K}/:id`
>;

/** The four calls of one kind, answered the same way for every kind. */
function kindRoutes<K extends MasterKind>(deps: Deps, kind: K): Handlers<KindKeys<K>> {
  const path = `/master/${kind}`;
  const routes: Record<string, unknown> = {
    [`GET ${path}`]: ({ query }: { query: Parameters<typeof master.list>[2] }) =>
      master.list(deps.db, kind, query),
    [`POST ${path}`]: ({ auth, body, request }: Ctx) =>
      master.create({ deps, auth, client: clientOf(request) }, kind, body as Body<K> & { name: string }),
    [`PATCH ${path}/:id`]: ({ auth, params, body, request }: Ctx) =>
      master.change({ deps, auth, client: clientOf(request) }, kind, params.id, body as Body<K>),
    [`DELETE ${path}/:id`]: ({ auth, params, request }: Ctx) =>
      master.remove({ deps, auth, client: clientOf(request) }, kind, params.id),
  };
  return routes as Handlers<KindKeys<K>>;
}

type Body<K extends MasterKind> = Parameters<typeof master.change<K>>[3];
type Ctx = Parameters<Handlers<'PATCH /master/venues/:id'>['PATCH /master/venues/:id']>[0];

export const masterRoutes = (deps: Deps) =>
  handlers({
    ...kindRoutes(deps, 'sports'),
    ...kindRoutes(deps, 'venues'),
    ...kindRoutes(deps, 'teams'),
    ...kindRoutes(deps, 'seasons'),
    ...kindRoutes(deps, 'age-categories'),
    ...kindRoutes(deps, 'plans'),
    ...kindRoutes(deps, 'countries'),
  });

import { ok } from '../common.ts';
import {
  masterCreateSchema,
  masterEntryResponseSchema,
  masterListQuerySchema,
  masterListResponseSchema,
  masterParamsSchema,
  masterUpdateSchema,
  type MasterKind,
} from './master.ts';

const tag = 'master data';
const view = { access: { action: 'master.view' }, tag } as const;
const edit = { access: { action: 'master.edit' }, tag } as const;
const deleted = ok({});

/** The four calls of one kind of master data, keyed by their paths. */
function kindEndpoints<K extends MasterKind>(kind: K) {
  const path = `/master/${kind}` as const;
  return {
    [`GET ${path}`]: {
      ...view,
      summary: `The ${kind}, by name, a page at a time, with where each is used`,
      query: masterListQuerySchema,
      response: masterListResponseSchema(kind),
    },
    [`POST ${path}`]: {
      ...edit,
      summary: `A new entry of ${kind}`,
      body: masterCreateSchema(kind),
      response: masterEntryResponseSchema(kind),
    },
    [`PATCH ${path}/:id`]: {
      ...edit,
      summary: `Change an entry of ${kind}, archive it or bring it back`,
      params: masterParamsSchema,
      body: masterUpdateSchema(kind),
      response: masterEntryResponseSchema(kind),
    },
    [`DELETE ${path}/:id`]: {
      ...edit,
      summary: `Delete an entry of ${kind} that nothing uses (archive one in use)`,
      params: masterParamsSchema,
      response: deleted,
    },
  } as {
    [P in `GET /master/${K}`]: typeof view & {
      summary: string;
      query: typeof masterListQuerySchema;
      response: ReturnType<typeof masterListResponseSchema<K>>;
    };
  } & {
    [P in `POST /master/${K}`]: typeof edit & {
      summary: string;
      body: ReturnType<typeof masterCreateSchema<K>>;
      response: ReturnType<typeof masterEntryResponseSchema<K>>;
    };
  } & {
    [P in `PATCH /master/${K}/:id`]: typeof edit & {
      summary: string;
      params: typeof masterParamsSchema;
      body: ReturnType<typeof masterUpdateSchema<K>>;
      response: ReturnType<typeof masterEntryResponseSchema<K>>;
    };
  } & {
    [P in `DELETE /master/${K}/:id`]: typeof edit & {
      summary: string;
      params: typeof masterParamsSchema;
      response: typeof deleted;
    };
  };
}

/** Master data: every kind has the same four calls. */
export const masterEndpoints = {
  ...kindEndpoints('sports'),
  ...kindEndpoints('venues'),
  ...kindEndpoints('teams'),
  ...kindEndpoints('seasons'),
  ...kindEndpoints('age-categories'),
  ...kindEndpoints('plans'),
  ...kindEndpoints('countries'),
};

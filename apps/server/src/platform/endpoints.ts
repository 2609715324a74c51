import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  endpoints,
  type EndpointDefinition,
  type EndpointKey,
  type Endpoints,
  type Method,
  type Parsed,
  type Payload,
} from '@fieldhouse/contract';
import type { AuthContext } from './auth.ts';
import { PICTURE_LIMITS } from './images.ts';

type CallerOf<K extends EndpointKey> = Endpoints[K]['access'] extends 'public'
  ? AuthContext | null
  : AuthContext;

/** What a handler gets: the checked input, the caller (never null unless the call is public) and the raw request. */
export type HandlerContext<K extends EndpointKey> = Parsed<K> & {
  auth: CallerOf<K>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Answers one endpoint with its fields; `status: '200'` is added here. A handler that must send
 * something else (pre-built JSON text) sends it through `reply` and returns the reply.
 */
export type Handler<K extends EndpointKey> = (ctx: HandlerContext<K>) => Promise<Payload<K> | FastifyReply>;
export type Handlers<K extends EndpointKey> = { [P in K]: Handler<P> };

/** A module's handlers, typed by the endpoint table: a key that is not an endpoint fails the type-check. */
export const handlers = <K extends EndpointKey>(group: Handlers<K>): Handlers<K> => group;

/**
 * Registers every endpoint of the table with its schemas (which validate the input, shape the
 * answer and write the OpenAPI document) and its access rule (checked by the auth plugin).
 * `all` must implement every endpoint, which the type-check proves where the app assembles it.
 */
export async function serveEndpoints(app: FastifyInstance, all: Handlers<EndpointKey>): Promise<void> {
  const keys = Object.keys(endpoints) as EndpointKey[];
  const register = (scope: FastifyInstance, key: EndpointKey) => {
    const definition: EndpointDefinition = endpoints[key];
    const [method, url] = splitKey(key);
    const handler = all[key] as (ctx: unknown) => Promise<object>;
    scope.route({
      method,
      url,
      config: { access: definition.access, ...(definition.body === 'signed' ? { signed: true } : {}) },
      schema: schemaOf(definition),
      handler: async (request, reply) => {
        const { params, query, body } = request;
        const out = await handler({ auth: request.auth, params, query, body, request, reply });
        if (out === reply || reply.sent) return reply;
        return { ...out, status: '200' };
      },
    });
  };
  const bodyOf = (key: EndpointKey) => (endpoints[key] as EndpointDefinition).body;
  const multipart = keys.filter((key) => bodyOf(key) === 'multipart');
  const signed = keys.filter((key) => bodyOf(key) === 'signed');
  for (const key of keys) if (!multipart.includes(key) && !signed.includes(key)) register(app, key);
  // Multipart only in this scope: picture uploads are the only calls that take it.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: PICTURE_LIMITS });
    for (const key of multipart) register(scope, key);
  });
  // A machine's signed request: its raw bytes, whatever their type, so the signature is checked
  // before anything parses them (platform/signed-request.ts).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SIGNED_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    for (const key of signed) register(scope, key);
  });
}

/** A provider's event is a few hundred bytes. */
const SIGNED_BODY_LIMIT = 64 * 1024;

function splitKey(key: EndpointKey): [Method, string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space) as Method, key.slice(space + 1)];
}

function schemaOf(definition: EndpointDefinition): FastifySchema {
  const { tag, summary, description, params, query, body, response } = definition;
  return {
    tags: [tag],
    summary,
    ...(description ? { description } : {}),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body === 'multipart'
      ? { consumes: ['multipart/form-data'] }
      : body === 'signed'
        ? { consumes: ['application/json'] }
        : body
          ? { body }
          : {}),
    response: { 200: response },
  };
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FIELD_MESSAGES, fieldCodeOf, type ErrorBody, type FieldCode } from '@fieldhouse/contract';
import { isDatabaseUnavailable, isStorageFull } from './db-errors.ts';
import { AppError, type FieldProblem } from './errors.ts';

type FieldAnswer = Pick<ErrorBody, 'fields' | 'fieldCodes'>;

const DATABASE_RETRY_SECONDS = 5;

/** The one place a failure becomes an HTTP answer; 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const answer = body(error.httpStatus, error.code, error.message, error.fields && worded(error.fields));
      const retryAfter = Number(error.headers?.['retry-after']);
      if (Number.isInteger(retryAfter)) answer.retryAfter = retryAfter;
      if (error.reason) answer.reason = error.reason;
      return reply.code(error.httpStatus).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const sent = sentPart(request, error.validationContext);
      const fields: Record<string, string> = {};
      const fieldCodes: Record<string, FieldCode> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        if (name in fields) continue;
        const code = fieldCodeOf({
          code: issue.keyword,
          message: issue.message,
          origin: originOf(issue.params),
          missing: issue.instancePath !== '/' && valueAt(sent, issue.instancePath) === undefined,
        });
        fieldCodes[name] = code;
        // Always the contract's English: zod's own words are for developers ("Too small: expected…").
        fields[name] = FIELD_MESSAGES[code];
      }
      return reply.code(400).send(
        body(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', {
          fields,
          fieldCodes,
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send(body(413, 'PAYLOAD_TOO_LARGE', 'What was sent is too large.'));
    }
    if (status === 429) {
      return reply
        .code(429)
        .send(body(429, 'RATE_LIMITED', 'Too many requests. Wait a moment and try again.'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the caller's fault, safe to describe.
      return reply.code(status).send(body(status, 'VALIDATION_FAILED', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach: the pool reconnects by itself, so say when to retry.
      request.log.warn({ reason: error.message }, 'database unavailable');
      const answer = body(
        503,
        'DATABASE_UNAVAILABLE',
        'The database is not answering right now. Please try again in a moment.',
      );
      answer.retryAfter = DATABASE_RETRY_SECONDS;
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_SECONDS)).send(answer);
    }
    if (isStorageFull(error)) {
      // Nothing was saved (the write's transaction is rolled back); reads go on, and writes succeed again once there is room.
      request.log.error({ reason: error.message }, 'storage full');
      return reply
        .code(507)
        .send(
          body(
            507,
            'STORAGE_FULL',
            "The server's storage is full, so nothing new can be saved right now. Reading still works; please try again later.",
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * Fastify's router answers an address it cannot read (a broken %-escape, a part past its length)
 * before any hook or the error handler runs; this gives those answers a code and a person's words.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong ? 'This address is too long.' : 'This address is not valid.';
  void reply.code(status).send(body(status, 'VALIDATION_FAILED', message));
}

/** A service's field problems as the answer carries them: English by field, and the codes beside. */
function worded(problems: Record<string, FieldProblem>): FieldAnswer {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, FieldCode> = {};
  for (const [name, problem] of Object.entries(problems)) {
    const code = typeof problem === 'string' ? problem : problem.code;
    fieldCodes[name] = code;
    fields[name] = typeof problem === 'string' ? FIELD_MESSAGES[code] : problem.message;
  }
  return { fields, fieldCodes };
}

function body(status: number, code: ErrorBody['code'], message: string, problems?: FieldAnswer): ErrorBody {
  return { status: String(status), code, message, ...problems };
}

/** The part of the request a schema refused (`body`, `params`, `querystring`), as it was sent. */
function sentPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'params') return request.params;
  if (context === 'querystring') return request.query;
  return undefined;
}

/** The value at a JSON pointer such as `/teams/0/name`, or undefined where there is none. */
function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const key of pointer.split('/').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function originOf(params: Record<string, unknown>): string | undefined {
  return typeof params.origin === 'string' ? params.origin : undefined;
}

function fieldName(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  // Zod reports unknown keys on the parent object; name the key itself.
  const keys = params.keys;
  if (Array.isArray(keys) && keys.length > 0) return [path, String(keys[0])].filter(Boolean).join('.');
  return path || 'body';
}

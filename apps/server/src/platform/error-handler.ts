import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@fieldhouse/contract';
import { AppError } from './errors.ts';

/** The one place a failure becomes an HTTP answer; 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const answer = body(error.httpStatus, error.code, error.message, error.fields);
      const retryAfter = Number(error.headers?.['retry-after']);
      if (Number.isInteger(retryAfter)) answer.retryAfter = retryAfter;
      return reply.code(error.httpStatus).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        fields[name] ??= issue.message ?? 'Not valid';
      }
      return reply
        .code(400)
        .send(body(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', fields));
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

function body(
  status: number,
  code: ErrorBody['code'],
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return fields
    ? { status: String(status), code, message, fields }
    : { status: String(status), code, message };
}

function fieldName(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  // Zod reports unknown keys on the parent object; name the key itself.
  const keys = params.keys;
  if (Array.isArray(keys) && keys.length > 0) return [path, String(keys[0])].filter(Boolean).join('.');
  return path || 'body';
}

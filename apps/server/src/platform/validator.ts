import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withoutNul } from '@fieldhouse/contract';

/**
 * The contract's schemas, each behind `withoutNul`: a NUL character anywhere in a body, query or
 * path is refused with 400 VALIDATION_FAILED before the route's own rules run, on every route.
 */
export const contractValidator: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: route.schema instanceof z.ZodType ? withoutNul.pipe(route.schema) : route.schema,
  });

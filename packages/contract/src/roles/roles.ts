import { z } from 'zod';
import { ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * The roles area (`/roles`): roles, the actions each grants, and who holds each. Its own file:
 * nothing the sign-in chunk reads imports it.
 */

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 200;
export const ROLE_HOLDERS_PAGE_SIZE = 25;

export const roleParamsSchema = z.strictObject({
  roleId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const roleHolderParamsSchema = roleParamsSchema.extend({ subscriberID: z.string().min(1).max(64) });

const roleNameSchema = z
  .string()
  .trim()
  .min(2, 'ROLE_NAME_SHORT' satisfies FieldCode)
  .max(ROLE_NAME_MAX, 'TOO_LONG' satisfies FieldCode);
const roleDescriptionSchema = z
  .string()
  .trim()
  .max(ROLE_DESCRIPTION_MAX, 'TOO_LONG' satisfies FieldCode);

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The seeded role it is (`superAdmin`, `admin`, `coach`, `subscriber`), or null for one staff made. */
  key: z.string().nullable(),
  /** How many people hold it. */
  holders: z.number().int(),
  /** The actions it grants (`subscriber.view`, …). */
  actions: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

export const rolesResponseSchema = ok({ items: z.array(roleSchema) });
export const roleResponseSchema = ok({ role: roleSchema });

/** `POST roles`: a new role, granting nothing until its actions are chosen. */
export const createRoleRequestSchema = z.strictObject({
  name: roleNameSchema,
  description: roleDescriptionSchema.default(''),
});
export type CreateRoleRequest = z.input<typeof createRoleRequestSchema>;

/** `PATCH roles/{roleId}`: rename, describe, or set the actions it grants (the whole list). */
export const updateRoleRequestSchema = z.strictObject({
  name: roleNameSchema.optional(),
  description: roleDescriptionSchema.optional(),
  actions: z.array(z.string().max(80)).max(200).optional(),
});
export type UpdateRoleRequest = z.input<typeof updateRoleRequestSchema>;

export const roleHolderSchema = z.object({
  subscriberID: z.string(),
  fullName: z.string(),
  userName: z.string(),
  profileImage: z.string(),
});
export type RoleHolder = z.infer<typeof roleHolderSchema>;

export const roleHoldersQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ROLE_HOLDERS_PAGE_SIZE),
});
export const roleHoldersResponseSchema = ok({
  items: z.array(roleHolderSchema),
  nextCursor: z.string().nullable(),
});
export type RoleHoldersResponse = z.infer<typeof roleHoldersResponseSchema>;

/** `POST roles/{roleId}/holders`: gives the role to a person, by user name (it replaces the one they had). */
export const addRoleHolderRequestSchema = z.strictObject({
  userName: z
    .string()
    .trim()
    .min(1, 'HOLDER_NOT_NAMED' satisfies FieldCode)
    .max(64),
});

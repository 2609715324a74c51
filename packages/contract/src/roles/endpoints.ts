import { ok } from '../common.ts';
import {
  addRoleHolderRequestSchema,
  createRoleRequestSchema,
  roleHolderParamsSchema,
  roleHoldersQuerySchema,
  roleHoldersResponseSchema,
  roleParamsSchema,
  roleResponseSchema,
  rolesResponseSchema,
  updateRoleRequestSchema,
} from './roles.ts';
import { defineEndpoints } from '../endpoints/define.ts';

const tag = 'roles';
const view = { access: { action: 'roles.view' }, tag } as const;
// Changing roles is the Super Admin's alone: the service checks that too, whatever grants say.
const edit = { access: { action: 'roles.edit' }, tag } as const;

/** Roles, the actions each grants, and who holds each. */
export const roleEndpoints = defineEndpoints({
  'GET /roles': {
    ...view,
    summary: 'Every role with how many hold it and what it grants',
    response: rolesResponseSchema,
  },
  'POST /roles': {
    ...edit,
    summary: 'A new role, granting nothing yet',
    body: createRoleRequestSchema,
    response: roleResponseSchema,
  },
  'PATCH /roles/:roleId': {
    ...edit,
    summary: 'Rename a role, or set the actions it grants',
    description: 'Every console of its holders rebuilds its menu at once.',
    params: roleParamsSchema,
    body: updateRoleRequestSchema,
    response: roleResponseSchema,
  },
  'DELETE /roles/:roleId': {
    ...edit,
    summary: 'Delete a role nobody holds (never a seeded one)',
    params: roleParamsSchema,
    response: ok({}),
  },
  'GET /roles/:roleId/holders': {
    ...view,
    summary: 'Who holds a role, by name, a page at a time',
    params: roleParamsSchema,
    query: roleHoldersQuerySchema,
    response: roleHoldersResponseSchema,
  },
  'POST /roles/:roleId/holders': {
    ...edit,
    summary: 'Give the role to a person (instead of the one they hold)',
    params: roleParamsSchema,
    body: addRoleHolderRequestSchema,
    response: ok({}),
  },
  'DELETE /roles/:roleId/holders/:subscriberID': {
    ...edit,
    summary: 'Take the role from a person: they become a Subscriber',
    description: 'Nobody can take away the last Super Admin, nor their own Super Admin role.',
    params: roleHolderParamsSchema,
    response: ok({}),
  },
});

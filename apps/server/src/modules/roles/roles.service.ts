import {
  ACTIONS,
  MAX_ROW_ID,
  auditTerm,
  type AuditFacts,
  type CreateRoleRequest,
  type Role,
  type RoleHoldersResponse,
  type UpdateRoleRequest,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { auditBy, roleFact } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { changeRoleActions } from '../../platform/grants.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { keepAnActiveSuperAdmin } from './last-super-admin.ts';
import * as repo from './roles.repository.ts';

/** Acting on roles: who asks, from where. */
type Actor = { deps: Deps; auth: AuthContext; client: Client };

const KNOWN_ACTIONS = new Set<string>(ACTIONS);
// What only the Super Admin may hold: changing roles.
const SUPER_ADMIN_ONLY = new Set<string>(['roles.edit']);

const nameTaken = () =>
  new AppError(400, 'VALIDATION_FAILED', 'Another role has this name.', { name: 'ROLE_NAME_TAKEN' });

async function toRole(db: DbOrTrx, row: repo.RoleRow): Promise<Role> {
  const actions = (await repo.actionsByRole(db)).get(row.id) ?? [];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    key: row.key,
    holders: Number(row.holders),
    actions,
  };
}

async function roleOr404(db: DbOrTrx, roleId: number) {
  const row = await repo.findRole(db, roleId);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'There is no such role.');
  return row;
}

/** Roles are changed by the Super Admin alone, whatever a role's grants say. */
async function requireSuperAdmin(db: DbOrTrx, auth: AuthContext) {
  if (auth.roleId !== (await repo.seededRoleIds(db)).superAdmin) {
    throw new AppError(403, 'FORBIDDEN', 'Only a Super Admin can change roles.');
  }
}

function audited(
  actor: Actor,
  trx: DbOrTrx,
  action: 'role-create' | 'role-edit' | 'role-delete',
  role: { id: number; name: string },
  facts?: AuditFacts,
) {
  return auditBy(trx, actor, {
    action,
    ...(facts ? { facts } : {}),
    object: { type: 'role', id: String(role.id), name: role.name },
  });
}

/** `GET roles`. */
export async function listRoles(db: DbOrTrx) {
  const [rows, actions] = await Promise.all([repo.listRoles(db), repo.actionsByRole(db)]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      key: row.key,
      holders: Number(row.holders),
      actions: actions.get(row.id) ?? [],
    })),
  };
}

/** `POST roles`. */
export async function createRole(actor: Actor, input: Required<CreateRoleRequest>) {
  const { db } = actor.deps;
  await requireSuperAdmin(db, actor.auth);
  if (await repo.findRoleNamed(db, input.name)) throw nameTaken();
  try {
    const roleId = await db.transaction().execute(async (trx) => {
      const id = await repo.insertRole(trx, input);
      await audited(actor, trx, 'role-create', { id, name: input.name });
      return id;
    });
    return { role: await toRole(db, await roleOr404(db, roleId)) };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** `PATCH roles/{roleId}`: a new name or description, or the whole list of actions it grants. */
export async function updateRole(actor: Actor, roleId: number, input: UpdateRoleRequest) {
  const { db, live } = actor.deps;
  await requireSuperAdmin(db, actor.auth);
  const role = await roleOr404(db, roleId);
  const seeded = await repo.seededRoleIds(db);
  if (input.name !== undefined && (await repo.findRoleNamed(db, input.name, roleId))) throw nameTaken();
  if (input.actions) {
    if (roleId === seeded.superAdmin) {
      throw new AppError(409, 'ROLE_FIXED', 'The Super Admin role always holds every action.');
    }
    const unknown = input.actions.filter(
      (action) => !KNOWN_ACTIONS.has(action) || SUPER_ADMIN_ONLY.has(action),
    );
    if (unknown.length > 0) {
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        `These actions cannot be granted: ${unknown.join(', ')}.`,
        {
          actions: 'NOT_VALID',
        },
      );
    }
  }
  try {
    await db.transaction().execute(async (trx) => {
      // Edits of one role run one after the other, and each reads what the one before left: the
      // later edit's list of actions is the whole list, never merged with another's.
      await repo.lockRole(trx, roleId);
      await repo.updateRole(trx, roleId, { name: input.name, description: input.description });
      const facts: AuditFacts = input.name && input.name !== role.name ? { renamedFrom: role.name } : {};
      if (input.actions) {
        const held = new Set((await repo.actionsByRole(trx)).get(roleId) ?? []);
        const wanted = new Set(input.actions);
        const grant = [...wanted].filter((a) => !held.has(a)) as (typeof ACTIONS)[number][];
        const revoke = [...held].filter((a) => !wanted.has(a)) as (typeof ACTIONS)[number][];
        if (grant.length > 0 || revoke.length > 0) {
          await changeRoleActions(trx, roleId, { grant, revoke });
          facts.granted = grant.map((action) => auditTerm('grant', action));
          facts.revoked = revoke.map((action) => auditTerm('grant', action));
          // Every console of its holders rebuilds its menu (delivered after the commit).
          await live.publish(trx, { t: 'grants', roleId });
        }
      }
      await audited(actor, trx, 'role-edit', { id: roleId, name: input.name ?? role.name }, facts);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return { role: await toRole(db, await roleOr404(db, roleId)) };
}

/** `DELETE roles/{roleId}`: never a seeded role, nor one somebody holds. */
export async function deleteRole(actor: Actor, roleId: number) {
  const { db } = actor.deps;
  await requireSuperAdmin(db, actor.auth);
  const role = await roleOr404(db, roleId);
  if (role.key)
    throw new AppError(409, 'ROLE_SEEDED', 'This role comes with Fieldhouse and cannot be deleted.');
  await db.transaction().execute(async (trx) => {
    await repo.lockRole(trx, roleId);
    const holders = await repo.countHolders(trx, roleId);
    if (holders > 0) {
      throw new AppError(
        409,
        'ROLE_IN_USE',
        `${holders} ${holders === 1 ? 'person holds' : 'people hold'} this role: give them another first.`,
      );
    }
    await repo.deleteRole(trx, roleId);
    await audited(actor, trx, 'role-delete', role);
  });
  return {};
}

const encodeCursor = (id: number) => Buffer.from(String(id)).toString('base64url');
function decodeCursor(text: string | undefined) {
  if (!text) return 0;
  const id = Number(Buffer.from(text, 'base64url').toString('utf8'));
  if (Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID) return id;
  throw new AppError(400, 'VALIDATION_FAILED', 'That page link has expired: start from the first page.', {
    cursor: 'NOT_VALID',
  });
}

/** `GET roles/{roleId}/holders`: a page of who holds it. */
export async function holders(
  db: DbOrTrx,
  roleId: number,
  query: { cursor?: string; limit: number },
): Promise<Omit<RoleHoldersResponse, 'status'>> {
  await roleOr404(db, roleId);
  const rows = await repo.holdersPage(db, roleId, decodeCursor(query.cursor), query.limit);
  const page = rows.slice(0, query.limit);
  const last = rows.length > query.limit ? page.at(-1) : undefined;
  return {
    items: page.map((row) => ({
      subscriberID: row.public_id,
      fullName: row.full_name,
      userName: row.user_name,
      profileImage: row.profile_image ?? '',
    })),
    nextCursor: last ? encodeCursor(last.id) : null,
  };
}

/**
 * Moves a person from the role they hold to `toRoleId`, in one transaction that holds the Super
 * Admin role's row: nobody can take away the last active Super Admin, nor their own Super Admin
 * role, even when two such changes arrive at once.
 */
async function moveHolder(
  actor: Actor,
  person: { id: number; public_id: string; role_id: number; full_name: string },
  toRoleId: number,
  action: 'role-give' | 'role-take',
) {
  const { db, live } = actor.deps;
  const { superAdmin } = await repo.seededRoleIds(db);
  if (person.role_id === toRoleId) return;
  await db.transaction().execute(async (trx) => {
    if (person.role_id === superAdmin) {
      if (person.id === actor.auth.userId) {
        throw new AppError(409, 'OWN_SUPER_ADMIN', 'You cannot take away your own Super Admin role.');
      }
      await keepAnActiveSuperAdmin(trx, person.id);
    }
    await repo.setRole(trx, person.id, toRoleId);
    await auditBy(trx, actor, {
      action,
      facts: {
        role: roleFact((await repo.findRole(trx, action === 'role-give' ? toRoleId : person.role_id))!),
      },
      object: { type: 'subscriber', id: person.public_id, name: person.full_name },
    });
    // Their consoles rebuild the menu for the role they now hold.
    await live.publish(trx, { t: 'role', userId: person.id });
  });
}

/** `POST roles/{roleId}/holders`: gives the role to a person, by user name. */
export async function addHolder(actor: Actor, roleId: number, userName: string) {
  const { db } = actor.deps;
  await requireSuperAdmin(db, actor.auth);
  await roleOr404(db, roleId);
  const person = await repo.findPersonByUserName(db, userName);
  if (!person)
    throw new AppError(400, 'VALIDATION_FAILED', 'Nobody has this user name.', {
      userName: 'HOLDER_NOT_FOUND',
    });
  await moveHolder(actor, person, roleId, 'role-give');
  return {};
}

/** `DELETE roles/{roleId}/holders/{subscriberID}`: they become a Subscriber. */
export async function removeHolder(actor: Actor, roleId: number, subscriberID: string) {
  const { db } = actor.deps;
  await requireSuperAdmin(db, actor.auth);
  await roleOr404(db, roleId);
  const { subscriber } = await repo.seededRoleIds(db);
  if (roleId === subscriber) {
    throw new AppError(
      409,
      'ROLE_IS_DEFAULT',
      'Everyone with an account holds at least the Subscriber role.',
    );
  }
  const person = await repo.findPersonByPublicId(db, subscriberID);
  if (!person || person.role_id !== roleId)
    throw new AppError(404, 'NOT_FOUND', 'This person does not hold this role.');
  await moveHolder(actor, person, subscriber, 'role-take');
  return {};
}

import {
  USAGE_PLACES,
  auditTerm,
  type AuditFacts,
  type MasterEntry,
  type MasterKind,
  type MasterListParams,
  type MasterUpdate,
  type UsagePlace,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { auditBy } from '../../platform/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound, type FieldProblem } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { KINDS, type Input } from './master.kinds.ts';
import * as repo from './master.repository.ts';

/** Acting on master data: who asks, from where. */
export type Actor = { deps: Deps; auth: AuthContext; client: Client };

/** Rows as the API shows them: the kind's fields, and where each is used in a fixed order. */
async function entries<K extends MasterKind>(db: DbOrTrx, kind: K, rows: repo.MasterRow[]) {
  const rules = KINDS[kind];
  const [fields, usage] = await Promise.all([rules.fields(db, rows), repo.usage(db, rules.usedBy, rows)]);
  const order = (place: UsagePlace) => USAGE_PLACES.indexOf(place);
  return rows.map(
    (row, i) =>
      ({
        id: row.id,
        name: row.name,
        archived: row.archived_at !== null,
        usage: (usage.get(row.id) ?? []).sort((a, b) => order(a.place) - order(b.place)),
        ...fields[i],
      }) as MasterEntry<K>,
  );
}

async function entry<K extends MasterKind>(db: DbOrTrx, kind: K, id: number) {
  const row = await repo.find(db, KINDS[kind].table, id);
  if (!row) throw notFound('There is no such entry.');
  return (await entries(db, kind, [row]))[0]!;
}

/** `GET master/{kind}`: a page by name, with where each entry is used. */
export async function list<K extends MasterKind>(db: DbOrTrx, kind: K, query: MasterListParams) {
  const rows = await repo.page(db, KINDS[kind].table, {
    q: query.q,
    show: query.show,
    after: decodeCursor(query.cursor, 'string'),
    limit: query.limit,
  });
  const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => [row.name.toLowerCase(), row.id]);
  return { items: await entries(db, kind, shown), nextCursor };
}

const invalid = (fields: Record<string, FieldProblem>) =>
  new AppError(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', fields);

/** The name (and the kind's other unique field) is nobody else's; the kind's own rules hold. */
async function checked<K extends MasterKind>(
  db: DbOrTrx,
  kind: K,
  input: MasterUpdate<K>,
  before: MasterEntry<K> | undefined,
) {
  const rules = KINDS[kind];
  const problems: Record<string, FieldProblem> = {
    ...(await rules.check?.(db, input, before)),
  };
  const within = rules.nameWithin;
  const group = within
    ? {
        column: within.column,
        value:
          (input as Record<string, unknown>)[within.field] ?? before?.[within.field as keyof MasterEntry<K>],
      }
    : undefined;
  const name =
    input.name ??
    (within && input[within.field as keyof typeof input] !== undefined ? before?.name : undefined);
  if (name !== undefined && (await repo.nameTaken(db, rules.table, name, before?.id, group)))
    problems.name = 'MASTER_NAME_TAKEN';
  const unique = rules.unique;
  const value = unique && (input as Record<string, unknown>)[unique.field];
  if (
    unique &&
    typeof value === 'string' &&
    (await repo.valueTaken(db, rules.table, unique.column, value, before?.id))
  )
    problems[unique.field] = unique.code;
  if (Object.keys(problems).length > 0) throw invalid(problems);
}

function audited(
  actor: Actor,
  trx: DbOrTrx,
  object: { kind: MasterKind; id: number; name: string },
  action: 'master-create' | 'master-edit' | 'master-archive' | 'master-restore' | 'master-delete',
  facts?: AuditFacts,
) {
  return auditBy(trx, actor, {
    action,
    ...(facts ? { facts } : {}),
    object: { type: object.kind, id: String(object.id), name: object.name },
  });
}

/** A unique index broken by a write that arrived at the same time as another: the same answer as the check. */
async function uniquely<T>(write: () => Promise<T>, kind: MasterKind) {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError(
        409,
        'INVALID_STATE',
        'Something this entry points at was deleted just now: choose again.',
      );
    }
    if (!isUniqueViolation(error)) throw error;
    const field = KINDS[kind].unique?.field;
    throw invalid(
      field
        ? { name: 'MASTER_NAME_TAKEN', [field]: KINDS[kind].unique!.code }
        : { name: 'MASTER_NAME_TAKEN' },
    );
  }
}

/** `POST master/{kind}`. */
export async function create<K extends MasterKind>(
  actor: Actor,
  kind: K,
  input: MasterUpdate<K> & { name: string },
) {
  const { db } = actor.deps;
  const rules = KINDS[kind];
  await checked(db, kind, input, undefined);
  const fields = input as Partial<Input<K>>;
  const id = await uniquely(
    () =>
      db.transaction().execute(async (trx) => {
        await rules.lock?.(trx, fields);
        const newId = await repo.insert(trx, rules.table, { name: input.name, ...rules.columns(fields) });
        await rules.after?.(trx, newId, fields);
        await audited(actor, trx, { kind, id: newId, name: input.name }, 'master-create');
        return newId;
      }),
    kind,
  );
  return { entry: await entry(db, kind, id) };
}

/** `PATCH master/{kind}/{id}`: any fields, and archiving or bringing back. */
export async function change<K extends MasterKind>(
  actor: Actor,
  kind: K,
  id: number,
  input: MasterUpdate<K>,
) {
  const { db } = actor.deps;
  const rules = KINDS[kind];
  const before = await entry(db, kind, id);
  const { archived, ...rest } = input;
  await checked(db, kind, rest as MasterUpdate<K>, before);
  const fields = rest as unknown as Partial<Input<K>>;
  await uniquely(
    () =>
      db.transaction().execute(async (trx) => {
        await rules.lock?.(trx, fields);
        const archiving = archived !== undefined && archived !== before.archived;
        await repo.update(trx, rules.table, id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...rules.columns(fields),
          ...(archiving ? { archived_at: archived ? Date.now() : null } : {}),
        });
        await rules.after?.(trx, id, fields);
        const changed = Object.keys(rest).filter((field) => field !== 'name' || input.name !== before.name);
        const named = { kind, id, name: input.name ?? before.name };
        if (changed.length > 0) {
          const fields = changed.map((field) => auditTerm('field', field));
          await audited(actor, trx, named, 'master-edit', { fields });
        }
        if (archiving) await audited(actor, trx, named, archived ? 'master-archive' : 'master-restore');
      }),
    kind,
  );
  return { entry: await entry(db, kind, id) };
}

const PLACE_WORDS: Record<UsagePlace, [string, string]> = {
  subscribers: ['subscriber', 'subscribers'],
  teams: ['team', 'teams'],
  events: ['event', 'events'],
  tournaments: ['tournament', 'tournaments'],
  matches: ['match', 'matches'],
};

/** "12 subscribers and 1 team". */
export const whereUsed = (usage: { place: UsagePlace; count: number }[]) =>
  usage
    .map(({ place, count }) => {
      const shown =
        count > repo.USAGE_COUNT_CAP
          ? `more than ${repo.USAGE_COUNT_CAP.toLocaleString('en')}`
          : String(count);
      return `${shown} ${PLACE_WORDS[place][count === 1 ? 0 : 1]}`;
    })
    .join(' and ');

/** `DELETE master/{kind}/{id}`: only what nothing uses; the answer says where it is used. */
export async function remove(actor: Actor, kind: MasterKind, id: number) {
  const { db } = actor.deps;
  const rules = KINDS[kind];
  await db.transaction().execute(async (trx) => {
    await repo.lock(trx, rules.table, id);
    const row = await repo.find(trx, rules.table, id);
    if (!row) throw notFound('There is no such entry.');
    const used = (await repo.usage(trx, rules.usedBy, [row])).get(id) ?? [];
    if (used.length > 0) {
      throw new AppError(409, 'IN_USE', `${row.name} is used by ${whereUsed(used)}: archive it instead.`);
    }
    await repo.remove(trx, rules.table, id);
    await audited(actor, trx, { kind, id, name: row.name }, 'master-delete');
  });
  return {};
}

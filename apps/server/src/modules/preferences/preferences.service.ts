import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
  type PreferencesResponse,
} from '@fieldhouse/contract';
import type { Db, DbOrTrx } from '../../db/connect.ts';
import type { Deps } from '../../platform/request-context.ts';
import * as repo from './preferences.repository.ts';

/**
 * A stored document read option by option: one a later release dropped or renamed falls back to
 * its default instead of making the whole theme unreadable.
 */
export function readStored(settings: string): Preferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(settings);
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged row reads as the defaults; the next save replaces it.
  }
  const result = { ...DEFAULT_PREFERENCES };
  const shape = preferencesSchema.shape;
  for (const key of Object.keys(shape) as (keyof Preferences)[]) {
    const checked = shape[key].safeParse(stored[key]);
    if (checked.success) (result as Record<string, unknown>)[key] = checked.data;
  }
  return result;
}

export async function getPreferences(db: Db, userId: number): Promise<Omit<PreferencesResponse, 'status'>> {
  const row = await repo.findPreferences(db, userId);
  if (!row) return { preferences: { ...DEFAULT_PREFERENCES }, updatedAt: null };
  return {
    preferences: readStored(row.settings),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function putPreferences(
  deps: Deps,
  userId: number,
  body: Preferences,
): Promise<Omit<PreferencesResponse, 'status'>> {
  const now = Date.now();
  await repo.savePreferences(deps.db, userId, JSON.stringify(body), now);
  // The user's other open consoles (another tab, another device) change with this one.
  await deps.live.publish(deps.db, { t: 'preferences', userId });
  return { preferences: body, updatedAt: new Date(now).toISOString() };
}

/** The language a person reads the console in (their saved preference): files made for them use it too. */
export async function languageOf(db: DbOrTrx, userId: number): Promise<Preferences['language']> {
  const row = await repo.findPreferences(db, userId);
  return row ? readStored(row.settings).language : DEFAULT_PREFERENCES.language;
}

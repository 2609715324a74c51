import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
  type PreferencesResponse,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './preferences.repository.ts';

/**
 * A stored document read option by option: one a later release dropped or renamed falls back to
 * its default instead of making the whole theme unreadable.
 */
export function readStored(settings: string, defaults: Preferences = DEFAULT_PREFERENCES): Preferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(settings);
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged row reads as the defaults; the next save replaces it.
  }
  const result = { ...defaults };
  const shape = preferencesSchema.shape;
  for (const key of Object.keys(shape) as (keyof Preferences)[]) {
    const checked = shape[key].safeParse(stored[key]);
    if (checked.success) (result as Record<string, unknown>)[key] = checked.data;
  }
  return result;
}

/** What someone who never chose reads in: the theme's defaults, in the organisation's language. */
async function defaultsFor(deps: SettingsDeps): Promise<Preferences> {
  return { ...DEFAULT_PREFERENCES, language: (await organisationSettings(deps)).language };
}

type SettingsDeps = Pick<Deps, 'db' | 'config' | 'live'>;

export async function getPreferences(
  deps: SettingsDeps,
  userId: number,
): Promise<Omit<PreferencesResponse, 'status'>> {
  const [row, defaults] = await Promise.all([repo.findPreferences(deps.db, userId), defaultsFor(deps)]);
  if (!row) return { preferences: defaults, updatedAt: null };
  return {
    preferences: readStored(row.settings, defaults),
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

/**
 * The language a person reads the console in (their saved preference): files made for them and the
 * console's texts to them use it too. Someone with no account (null) or no saved choice reads the
 * organisation's language. `deps.db` may be the caller's transaction.
 */
export async function languageOf(
  deps: SettingsDeps,
  userId: number | null,
): Promise<Preferences['language']> {
  if (userId === null) return (await defaultsFor(deps)).language;
  const [row, defaults] = await Promise.all([repo.findPreferences(deps.db, userId), defaultsFor(deps)]);
  return row ? readStored(row.settings, defaults).language : defaults.language;
}

/** The language each of many people reads in (a bulk text's): one query for all of them. */
export async function languagesOf(
  deps: SettingsDeps,
  userIds: readonly number[],
): Promise<(userId: number) => Preferences['language']> {
  const [rows, defaults] = await Promise.all([repo.findPreferencesOf(deps.db, userIds), defaultsFor(deps)]);
  const chosen = new Map(rows.map((row) => [row.user_id, readStored(row.settings, defaults).language]));
  return (userId) => chosen.get(userId) ?? defaults.language;
}

/** A new account's first choice: the language it signed up in (and that language's direction). */
export async function saveFirstLanguage(
  db: DbOrTrx,
  userId: number,
  language: Preferences['language'],
  now: number,
) {
  const chosen: Preferences = {
    ...DEFAULT_PREFERENCES,
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
  };
  await repo.savePreferences(db, userId, JSON.stringify(chosen), now);
}

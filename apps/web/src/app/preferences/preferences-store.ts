import { DEFAULT_PREFERENCES, PREFERENCE_CHOICES, type Preferences } from '@fieldhouse/contract';
import { applyToDocument } from './apply-to-document.ts';

/*
 * The theme settings in use in this browser: a copy of the signed-in user's server record, kept
 * in localStorage so public/theme-boot.js can paint the next page load in them before any call
 * returns. Changes the user makes are also kept as `pending` until the server has them, so a
 * choice made while signed out (the sign-in page's language) or before a save landed is not lost
 * to an older server copy.
 */

/** Read by public/theme-boot.js too: keep the two in step (apply-to-document.test.ts checks). */
export const PREFERENCES_STORAGE_KEY = 'fieldhouse.preferences';

type Stored = { preferences: Preferences; pending: Partial<Preferences> };

const isChoice = (key: keyof Preferences, value: unknown): boolean => {
  if (typeof DEFAULT_PREFERENCES[key] === 'boolean') return typeof value === 'boolean';
  const choices = (PREFERENCE_CHOICES as Record<string, readonly string[]>)[key];
  return typeof value === 'string' && Boolean(choices?.includes(value));
};

/** Only known options with allowed values survive; anything else reads as missing. */
function sanitize(raw: unknown): Partial<Preferences> {
  const result: Partial<Preferences> = {};
  if (!raw || typeof raw !== 'object') return result;
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (isChoice(key, value)) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

function load(): Stored {
  try {
    const raw = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    return {
      preferences: { ...DEFAULT_PREFERENCES, ...sanitize(raw?.preferences) },
      pending: sanitize(raw?.pending),
    };
  } catch {
    return { preferences: { ...DEFAULT_PREFERENCES }, pending: {} };
  }
}

let state = load();
const listeners = new Set<() => void>();
// Repairs whatever the boot script could not check (an unknown value left in storage).
if (typeof document !== 'undefined') applyToDocument(state.preferences);

function commit(next: Stored): void {
  state = next;
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the theme still applies, it just is not remembered here.
  }
  applyToDocument(next.preferences);
  for (const listener of listeners) listener();
}

const changedKeys = (patch: Partial<Preferences>) =>
  (Object.keys(patch) as (keyof Preferences)[]).filter((key) => patch[key] !== state.preferences[key]);

export const getPreferences = (): Preferences => state.preferences;
export const getPendingPreferences = (): Partial<Preferences> => state.pending;

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A choice of the user's: applied at once and remembered as pending until the server has it. */
export function choosePreferences(patch: Partial<Preferences>): void {
  const keys = changedKeys(patch);
  if (keys.length === 0) return;
  const changes = Object.fromEntries(keys.map((key) => [key, patch[key]])) as Partial<Preferences>;
  commit({ preferences: { ...state.preferences, ...changes }, pending: { ...state.pending, ...changes } });
}

/**
 * The server's copy arrived (or a save was answered): it becomes the settings, with whatever the
 * user chose since still on top of it. `saved` are the pending values the server now holds.
 */
export function acceptServerPreferences(server: Preferences, saved: Partial<Preferences> = {}): void {
  const pending = Object.fromEntries(
    (Object.keys(state.pending) as (keyof Preferences)[])
      .filter((key) => !(key in saved && saved[key] === state.pending[key]))
      .map((key) => [key, state.pending[key]]),
  ) as Partial<Preferences>;
  const preferences = { ...server, ...pending };
  const same = (Object.keys(preferences) as (keyof Preferences)[]).every(
    (key) => preferences[key] === state.preferences[key],
  );
  if (same && Object.keys(pending).length === Object.keys(state.pending).length) return;
  commit({ preferences, pending });
}

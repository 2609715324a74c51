import type { Preferences, PreferencesResponse } from '@fieldhouse/contract';
import { apiRequest } from '../api.ts';

/** Every user's cached settings (what the live channel's `preferences` re-reads). */
export const PREFERENCES_KEY = ['preferences'] as const;

/** One cache entry per signed-in user. */
export const preferencesQueryKey = (subscriberID: string) => [...PREFERENCES_KEY, subscriberID] as const;

export const fetchPreferences = (signal?: AbortSignal) =>
  apiRequest<PreferencesResponse>('preferences', { method: 'GET', ...(signal ? { signal } : {}) });

/** Replaces the caller's whole settings record (the server checks every option). */
export const savePreferences = (preferences: Preferences) =>
  apiRequest<PreferencesResponse>('preferences', { method: 'PUT', body: preferences });

import type { Preferences, PreferencesResponse } from '@fieldhouse/contract';
import { apiRequest } from '../api.ts';

/** One cache entry per signed-in user. */
export const preferencesQueryKey = (subscriberID: string) => ['preferences', subscriberID] as const;

export const fetchPreferences = (signal?: AbortSignal) =>
  apiRequest<PreferencesResponse>('preferences', { method: 'GET', ...(signal ? { signal } : {}) });

/** Replaces the caller's whole settings record (the server checks every option). */
export const savePreferences = (preferences: Preferences) =>
  apiRequest<PreferencesResponse>('preferences', { method: 'PUT', body: preferences });

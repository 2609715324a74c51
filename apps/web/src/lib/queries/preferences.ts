import type { Preferences } from '@fieldhouse/contract';
import { call } from '../api.ts';

/** Every user's cached settings (what the live channel's `preferences` re-reads). */
export const PREFERENCES_KEY = ['preferences'] as const;

/** One cache entry per signed-in user. */
export const preferencesQueryKey = (subscriberID: string) => [...PREFERENCES_KEY, subscriberID] as const;

export const fetchPreferences = (signal?: AbortSignal) =>
  call('GET /preferences', {}, signal ? { signal } : {});

/** Replaces the caller's whole settings record (the server checks every option). */
export const savePreferences = (preferences: Preferences) => call('PUT /preferences', { body: preferences });

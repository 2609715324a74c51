import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPreferences, preferencesQueryKey, savePreferences } from '../../lib/queries/preferences.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSession } from '../../lib/use-session.ts';
import { showToast } from '../../ui/toasts.tsx';
import {
  acceptServerPreferences,
  getPendingPreferences,
  getPreferences,
  subscribePreferences,
} from './preferences-store.ts';

// Several quick choices (clicking through colours) make one save.
const SAVE_DELAY_MS = 400;

/**
 * Signed in: takes the server's copy of the settings (keeping choices not yet saved on top), and
 * saves every later choice. A failed save keeps the choice here and says so; the next one retries.
 */
export function usePreferencesSync(): void {
  const { subscriberID } = useSession();
  const { t } = useT();
  const queryClient = useQueryClient();
  const server = useQuery({
    queryKey: preferencesQueryKey(subscriberID),
    queryFn: ({ signal }) => fetchPreferences(signal),
    enabled: subscriberID !== '',
    staleTime: Infinity,
  });

  const loaded = server.isSuccess;
  const serverCopy = server.data?.preferences;
  useEffect(() => {
    if (serverCopy) acceptServerPreferences(serverCopy);
  }, [serverCopy]);

  useEffect(() => {
    if (!loaded) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = async () => {
      const pending = getPendingPreferences();
      if (Object.keys(pending).length === 0) return;
      try {
        const saved = await savePreferences(getPreferences());
        acceptServerPreferences(saved.preferences, pending);
        // The cached server copy is re-read on the next mount; it must not bring back an old one.
        queryClient.setQueryData(preferencesQueryKey(subscriberID), saved);
      } catch (error) {
        showToast({
          id: 'preferences-save',
          color: 'red',
          title: t('theme.notSaved'),
          message: error instanceof Error ? error.message : String(error),
        });
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      if (Object.keys(getPendingPreferences()).length > 0)
        timer = setTimeout(() => void save(), SAVE_DELAY_MS);
    };
    schedule(); // What was chosen before the server answered (a /layout route, the sign-in page).
    const unsubscribe = subscribePreferences(schedule);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [loaded, t, queryClient, subscriberID]);
}

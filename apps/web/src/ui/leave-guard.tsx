import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useT } from '../lib/i18n/use-t.ts';
import { ConfirmDialog } from './action-dialogs.tsx';

/**
 * Asks before a form with unsaved changes is left: for another page of the console (React
 * Router's blocker, which shows `prompt`) and for the browser's own leaving (reload, close, another
 * address: the browser asks). Another query is leaving too: the roles page keeps the chosen role
 * there. `release()` lets the save's own navigation through before the form knows it is saved.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useT();
  // The blocker asks this at the moment of leaving, so it reads the latest answer, not a render's.
  const guarding = useRef(dirty);
  useLayoutEffect(() => {
    guarding.current = dirty;
  }, [dirty]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const release = useCallback(() => {
    guarding.current = false;
  }, []);

  const prompt = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('common.leaveTitle')}
      body={t('common.leaveBody')}
      submit={t('common.leave')}
      danger
      pending={false}
      error={null}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return { prompt, release };
}

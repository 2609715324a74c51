import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import classes from './nav-progress.module.css';
import { useT } from '../lib/i18n/use-t.ts';

// Long enough for the bar to visibly reach the end before it fades.
const FINISH_MS = 300;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The thin loading bar under the header: shown while the router navigates (lazy areas, loaders) and
 * hidden when the navigation finishes, is cancelled or fails — all of which return it to idle.
 */
export function NavProgress() {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');
  const [wasBusy, setWasBusy] = useState(busy);

  // Derived during render rather than in an effect, so the bar appears in the same frame.
  if (busy !== wasBusy) {
    setWasBusy(busy);
    setPhase(busy ? 'running' : 'finishing');
  }

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={classes.bar}
      data-phase={phase}
      data-testid="nav-progress"
      role="progressbar"
      aria-label={t('shell.loadingPage')}
      aria-busy={phase === 'running'}
    />
  );
}

import { useEffect } from 'react';
import { useDirection } from '@mantine/core';
import { usePreferences } from './use-preferences.ts';

/** Keeps Mantine's direction (menus, drawers, popovers) on the settings' direction. */
export function PreferencesEffects() {
  const { direction } = usePreferences();
  const { dir, setDirection } = useDirection();
  useEffect(() => {
    if (dir !== direction) setDirection(direction);
  }, [dir, direction, setDirection]);
  return null;
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useDirection } from '@mantine/core';
import type * as MantineNotifications from '@mantine/notifications';
import { i18n } from '../lib/i18n/i18n.ts';

/*
 * Toasts load on demand: the container's animation and scroll-lock code is ~15 KiB gz that the
 * sign-in page would otherwise carry for a toast it never shows. Nothing imports
 * @mantine/notifications statically, so the package stays in its own chunk until the first toast.
 */

let loading: Promise<typeof MantineNotifications> | undefined;
const load = () => (loading ??= import('@mantine/notifications'));

let ready = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type Toast = { title: string; message: string; color?: string; id?: string | undefined };

/** Shows a toast; the first one also mounts the container, which picks up what is already queued. */
export function showToast(toast: Toast): void {
  void load().then(({ notifications }) => {
    notifications.show({
      ...toast,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      // Mantine dims the message to a grey that fails contrast on white; a toast is read once, in full.
      styles: { description: { color: 'var(--mantine-color-text)' } },
    });
    if (!ready) {
      ready = true;
      for (const listener of listeners) listener();
    }
  });
}

const Container = lazy(async () => ({ default: (await load()).Notifications }));

/** Place once inside MantineProvider. Toasts sit away from the header so they never cover its menus. */
export function Toasts() {
  const active = useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
  const { dir } = useDirection();
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Container position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} limit={4} />
    </Suspense>
  );
}

import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * floating-ui's `useMergeRefs`, the one thing Mantine's ScrollArea takes from it, made with
 * Mantine's own hook (which runs React 19's ref clean-ups the same way). build/scroll-area-refs.ts
 * points ScrollArea here, so a page with a table or a scroll area does not fetch floating-ui's
 * 15 KiB gzip; tooltips, menus and popovers still bring it when they are first used.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}

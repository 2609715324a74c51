import path from 'node:path';
import type { Plugin } from 'vite';

const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;

/**
 * Mantine's ScrollArea (which every Table brings, even scrolling natively) imports floating-ui only
 * for `useMergeRefs`; this resolves that one import to src/lib/merge-refs.ts. Should ScrollArea
 * start taking anything else from floating-ui, the build fails on the missing export.
 */
export function scrollAreaRefs(): Plugin {
  const shim = path.resolve(import.meta.dirname, '../src/lib/merge-refs.ts');
  return {
    name: 'fieldhouse:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return shim;
      return null;
    },
  };
}

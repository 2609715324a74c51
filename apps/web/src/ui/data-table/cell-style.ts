import type { CSSProperties } from 'react';
import type { DataColumn } from './types.ts';

const STICKY: CSSProperties = {
  position: 'sticky',
  insetInlineEnd: 0,
  background: 'var(--mantine-color-body)',
  zIndex: 1,
};

/** A header's or cell's props from its column: one line or wrapping anywhere, end-aligned, kept in view. */
export function cellProps<Row>(column: DataColumn<Row>) {
  return {
    ta: column.alignEnd ? ('end' as const) : undefined,
    visibleFrom: column.visibleFrom,
    style: {
      ...(column.nowrap ? { whiteSpace: 'nowrap' as const } : { overflowWrap: 'anywhere' as const }),
      ...(column.sticky ? STICKY : undefined),
    },
  };
}

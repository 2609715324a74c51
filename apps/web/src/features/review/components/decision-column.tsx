import type { ReactNode } from 'react';
import type { DataColumn } from '../../../ui/data-table/index.ts';

/**
 * A review queue's last column: the decisions, kept in view at the row's end on a wide screen and
 * on a line of their own on a phone; its header is read by screen readers only.
 */
export function decisionColumn<T>(header: string, cell: (row: T) => ReactNode): DataColumn<T> {
  return { key: 'decision', header, headerHidden: true, phone: 'line', sticky: true, cell };
}

import type { ReactNode } from 'react';
import type { DataColumn, PhonePlace } from './types.ts';

/** The columns on screen: those the reader may not hide, and the hideable ones they chose. */
export function shownColumns<Row>(columns: DataColumn<Row>[], chosen: readonly string[] | undefined) {
  if (!chosen) return columns;
  return columns.filter((column) => !column.hideable || chosen.includes(column.key));
}

/** How a header orders the list: the sort it shows, and the one a click asks for. */
export function sortOf(value: string, key: string, descending = false) {
  const [natural, reversed] = descending
    ? (['descending', 'ascending'] as const)
    : (['ascending', 'descending'] as const);
  const state = value === key ? natural : value === `-${key}` ? reversed : 'none';
  // The first click asks for the server's own order by the column, the next reverses it.
  const next = value === key ? `-${key}` : key;
  return { state, next } as const;
}

/** A row's block on a phone, from the same columns: what leads it, what sits across, the lines below. */
export function phoneParts<Row>(columns: DataColumn<Row>[]) {
  const place = (column: DataColumn<Row>): PhonePlace => column.phone ?? 'labelled';
  return {
    title: columns.filter((column) => place(column) === 'title'),
    aside: columns.filter((column) => place(column) === 'aside'),
    lines: columns.filter((column) => place(column) === 'line' || place(column) === 'labelled'),
  };
}

/** A row's actions at its end: named for screen readers only, kept in view, beside the title on a phone. */
export function actionsColumn<Row>(header: string, cell: (row: Row) => ReactNode): DataColumn<Row> {
  return { key: 'actions', header, headerHidden: true, phone: 'aside', sticky: true, td: { w: 48 }, cell };
}

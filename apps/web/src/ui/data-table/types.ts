import type { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MantineBreakpoint, TableTdProps } from '@mantine/core';

/**
 * Where a column's value goes in a row's block on a phone: `title` leads it (the name, bold),
 * `aside` sits across from the title (a badge, the row's actions), `line` is a line of its own,
 * `labelled` a line after the column's name ("Teams: Under 12"), `hidden` is left out there.
 */
export type PhonePlace = 'title' | 'aside' | 'line' | 'labelled' | 'hidden';

/** One column of a list: its name, what a row shows in it, and how it behaves. */
export type DataColumn<Row> = {
  /** Stable name: the column chooser remembers it, React keys on it. */
  key: string;
  /** The column's name in words: the header, the chooser's item, the phone's label. */
  header: string;
  /** Drawn in the header instead of the words (an abbreviation with its title). */
  headerCell?: ReactNode;
  /** The header is for screen readers only (the actions column). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** The server's name for ordering by this column (`?sort=joined`, `-joined` reversed). */
  sortKey?: string;
  /** The server's order by `sortKey` runs from high to low (`joined`: newest first). */
  sortDescending?: boolean;
  /** The reader may switch it off in the column chooser (the name column never is). */
  hideable?: boolean;
  phone?: PhonePlace;
  /** Kept to one line (dates, numbers); long text wraps anywhere instead. */
  nowrap?: boolean;
  /** Figures line up at the end of their column. */
  alignEnd?: boolean;
  /** Shown from this breakpoint up only (columns a narrow table can spare). */
  visibleFrom?: MantineBreakpoint;
  /** Kept in view at the row's end while the table scrolls sideways (the row's actions). */
  sticky?: boolean;
  /** The cell's own props: its width, weight. */
  td?: TableTdProps;
};

/** Rows chosen for a bulk action, kept by the page (a choice belongs to its view). */
export type RowChoiceProps = {
  /**
   * The checkbox drawn for it, brought by the choice (useRowChoice): a list without row choice
   * (the dashboard's) does not load it.
   */
  Checkbox: typeof Checkbox;
  isChosen: (id: string) => boolean;
  toggle: (id: string) => void;
  togglePage: (ids: string[]) => void;
  /** Nothing may be chosen now (every match is, or the rows are the previous view's). */
  disabled: boolean;
  /** Names a row's checkbox: "Select Sam Lee". */
  rowLabel: (id: string) => string;
};

/** The order the server gives, as the address writes it: `name`, `-joined`. */
export type SortProps = {
  value: string;
  onChange: (next: string) => void;
};

import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Checkbox, MantineProvider } from '@mantine/core';
import { lists } from '../../lib/i18n/en/lists.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { ChoiceBar } from './choice-bar.tsx';
import { phoneParts, shownColumns, sortOf } from './columns.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { PhoneRows } from './phone-rows.tsx';
import type { DataColumn, RowChoiceProps } from './types.ts';
import { pageToggled, toggled } from './use-row-choice.ts';

i18n.addResourceBundle('en', 'translation', { lists }, true, true);

type Person = { id: string; name: string; city: string };
const PEOPLE: Person[] = [
  { id: 'a', name: 'Amal', city: 'Cairo' },
  { id: 'b', name: 'Badr', city: 'Giza' },
  { id: 'c', name: 'Carim', city: 'Luxor' },
];
const COLUMNS: DataColumn<Person>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', phone: 'title', cell: (p) => p.name },
  { key: 'city', header: 'City', hideable: true, cell: (p) => p.city },
  {
    key: 'joined',
    header: 'Joined',
    hideable: true,
    sortKey: 'joined',
    sortDescending: true,
    cell: () => '',
  },
];

const html = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

/** The table of PEOPLE, drawn to HTML with what a test adds (an order, a choice). */
const tableOf = (extra: Partial<DataTableProps<Person>>) =>
  html(
    <DataTable
      rows={PEOPLE}
      rowKey={(p) => p.id}
      columns={COLUMNS}
      label="People"
      minWidth={400}
      {...extra}
    />,
  );

/** The bar over a page of a, b and c, 40 matching, with these chosen. */
const barOf = (chosen: string[]) =>
  html(
    <ChoiceBar
      choice={{ all: false, ids: new Set(chosen), chooseAll: () => {}, clear: () => {} }}
      pageIds={['a', 'b', 'c']}
      matching={40}
    />,
  );

const choiceOf = (chosen: string[]): RowChoiceProps => ({
  Checkbox,
  isChosen: (id) => chosen.includes(id),
  toggle: vi.fn(),
  togglePage: vi.fn(),
  disabled: false,
  rowLabel: (id) => `Select ${id}`,
});

describe('the shared list table', () => {
  it('shows the columns a reader chose, never hiding one that may not be hidden', () => {
    expect(shownColumns(COLUMNS, ['joined']).map((c) => c.key)).toEqual(['name', 'joined']);
    expect(shownColumns(COLUMNS, undefined)).toBe(COLUMNS);
  });

  it('orders by a header: the server’s own order first, then reversed, said on the header', () => {
    expect(sortOf('city', 'name')).toEqual({ state: 'none', next: 'name' });
    expect(sortOf('name', 'name')).toEqual({ state: 'ascending', next: '-name' });
    expect(sortOf('-name', 'name')).toEqual({ state: 'descending', next: 'name' });
    // Newest first is the server's `joined`: a descending order of the date.
    expect(sortOf('joined', 'joined', true)).toEqual({ state: 'descending', next: '-joined' });
    const page = tableOf({ sort: { value: '-joined', onChange: () => {} } });
    expect(page).toContain('aria-sort="none"');
    expect(page).toContain('aria-sort="ascending"');
    expect(page).toMatch(/<table[^>]*aria-label="People"/);
  });

  it('ticks the chosen rows, half-ticks the page, and the bar counts them', () => {
    const page = tableOf({ choice: choiceOf(['a', 'c']) });
    const boxes = [...page.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(4);
    expect(boxes[0]).toContain('aria-label="Select every row on this page"');
    // Some of the page, not all: the page's box is not ticked (Mantine half-ticks it in the browser).
    expect(boxes[0]).not.toContain('checked=""');
    expect(
      boxes.filter((box) => box.includes('checked=""')).map((box) => /aria-label="([^"]*)"/.exec(box)?.[1]),
    ).toEqual(['Select a', 'Select c']);
    const whole = tableOf({ choice: choiceOf(['a', 'b', 'c']) });
    expect(whole.match(/checked=""/g)).toHaveLength(4);
    const bar = barOf(['a', 'c']);
    expect(bar).toContain('2 selected');
    expect(bar).toContain('Clear selection');
    expect(bar).not.toContain('that match');
  });

  it('offers every match once the whole page is chosen, and a choice toggles by row and by page', () => {
    const bar = barOf(['a', 'b', 'c']);
    expect(bar).toContain('All 3 on this page are selected.');
    expect(bar).toContain('Select all 40 that match');
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
    expect([...pageToggled(new Set(['a']), ['a', 'b'])]).toEqual(['a', 'b']);
    expect([...pageToggled(new Set(['a', 'b', 'x']), ['a', 'b'])]).toEqual(['x']);
  });

  it('gives each row a block of its own on a phone, from the same columns', () => {
    expect(phoneParts(COLUMNS).title.map((c) => c.key)).toEqual(['name']);
    const page = html(
      <PhoneRows
        rows={PEOPLE}
        rowKey={(p) => p.id}
        columns={COLUMNS.slice(0, 2)}
        label="People"
        minWidth={400}
        onToggle={() => {}}
      />,
    );
    expect(page).toMatch(/<ul[^>]*aria-label="People"/);
    expect(page.match(/<li/g)).toHaveLength(3);
    // A labelled line names its column; no table is drawn.
    expect(page).toContain('City: </span>Cairo');
    expect(page).not.toContain('<table');
  });
});

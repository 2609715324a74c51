/** Paged lists, pagers and badges shared by the console's pages. */
export const lists = {
  loading: 'Loading {{what}}',
  range: '{{first}}–{{last}} of {{total}}',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: 'Page {{page}}',
  new: 'New',
  seen: 'Seen',
  addressFallback: "Part of this page's address could not be used, so the list shows its usual view instead.",
  columns: 'Columns',
  select: {
    row: 'Select {{name}}',
    page: 'Select every row on this page',
    selected_one: '{{count, number}} selected',
    selected_other: '{{count, number}} selected',
    allOnPage: 'All {{count, number}} on this page are selected.',
    all: 'Select all {{count, number}} that match',
    allSelected: 'All {{count, number}} that match are selected.',
    clear: 'Clear selection',
  },
};

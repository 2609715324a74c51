/** The widget kit (card, alert, modal) and the shared pieces in ui/ beyond the sign-in page. */
export const widgets = {
  card: {
    // The default title, for a card given none.
    defaultTitle: 'Card Title',
    options: 'Options for {{title}}',
    maximize: 'Maximize',
    restore: 'Restore',
    collapse: 'Collapse',
    expand: 'Expand',
    reload: 'Reload',
    remove: 'Remove',
    reloading: 'Reloading {{title}}',
  },
  queryError: { tryAgain: 'Please try again.' },
  formFailure: { seeFields: '{{message}} See the fields marked above.' },
  // A match as a line: home, the score or "v", away (ui/fixture-line.tsx).
  fixture: { versus: 'v', name: '{{home}} v {{away}}' },
  // A file download's progress beside its button (ui/export-button.tsx).
  export: {
    progress: 'Export progress',
    waiting: 'Preparing the file…',
    rowsOf: '{{rows, number}} of {{total, number}} rows',
    rowsOfAbout: '{{rows, number}} of about {{total, number}} rows',
    rows_one: '{{count, number}} row',
    rows_other: '{{count, number}} rows',
    saved_one: '{{count, number}} row saved',
    saved_other: '{{count, number}} rows saved',
  },
  // A day typed or chosen on a calendar (ui/date-range-inputs.tsx).
  dates: {
    placeholder: 'Type or choose a day',
    clear: 'Clear the day',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous ten years',
    nextDecade: 'Next ten years',
    chooseMonth: 'Choose a month',
    chooseYear: 'Choose a year',
  },
  status: {
    active: 'Active',
    phoneNotVerified: 'Phone not verified',
    awaitingReview: 'Awaiting review',
    suspended: 'Suspended',
    rejected: 'Rejected',
    awaitingParent: 'Awaiting parent approval',
  },
};

/** The household's fixtures and a calendar feed (/my/fixtures). */
export const myFixtures = {
  title: 'My fixtures',
  description: 'The matches of the teams you and your children play in',
  loadFailed: 'Your fixtures could not be loaded',
  upcoming: 'Coming up',
  upcomingEmpty: 'No match coming up.',
  results: 'Results',
  empty: 'No fixtures yet. Once a team you or your children play in has matches, they are listed here.',
  players: 'Playing: {{names}}',
  noResult: 'Result to come',
  calendar: {
    heading: 'Calendar on your phone',
    intro:
      'Your fixtures and the events you have a place at, in the calendar app of your phone. Make a private address and subscribe to it: it stays up to date by itself.',
    make: 'Make a calendar address',
    since: 'You have a calendar address, made {{when}}.',
    sinceHint: 'For your security it is shown only once. Lost it? Make a new one: the old one stops working.',
    replace: 'Make a new address',
    stop: 'Stop the address',
    address: 'Your calendar address',
    shownOnce:
      'Copy it now: it is shown only this once. Anyone with it can read your calendar, so keep it to yourself.',
    copy: 'Copy',
    copied: 'Copied',
    open: 'Open in my calendar app',
    howTo: 'How to subscribe',
    iphone:
      'iPhone: Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar, and paste the address.',
    android:
      'Android (Google Calendar): on a computer, open calendar.google.com → Other calendars → + → From URL, and paste the address.',
    replaceDialog: {
      title: 'Make a new calendar address?',
      body: 'The address you have now stops working: calendars subscribed to it stop updating.',
      submit: 'Make a new address',
    },
    stopDialog: {
      title: 'Stop your calendar address?',
      body: 'Calendars subscribed to it stop updating. You can make a new address at any time.',
      submit: 'Stop the address',
    },
    stopped: 'The calendar address is stopped.',
    loadFailed: 'Whether you have a calendar address could not be loaded',
    failed: 'That did not work: {{message}}',
  },
};

import type { SharedExportWords } from './word.ts';

/** The words of the CSV exports that no single area brings, in English (the fallback of other languages). */
export const sharedExportWordsEn = {
  userStatus: {
    1: 'Active',
    2: 'Phone not verified',
    3: 'Awaiting review',
    4: 'Suspended',
    5: 'Rejected',
    7: 'Awaiting parent approval',
  },
  genders: { female: 'Female', male: 'Male', other: 'Other', undisclosed: 'Not said' },
  roles: { superAdmin: 'Super Admin', admin: 'Admin', coach: 'Coach', subscriber: 'Subscriber' },
  dataNames: {},
  listSeparator: '; ',
} satisfies SharedExportWords;

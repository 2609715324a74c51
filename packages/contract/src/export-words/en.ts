import { withAreaExportWords } from './gather.ts';
import type { ExportWords, SharedExportWords } from './word.ts';

const shared = {
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

/** The CSV exports in English, and the fallback of other languages. */
export const exportWordsEn: ExportWords = withAreaExportWords(shared, 'en');

import type { English } from './english.ts';

// t() only accepts keys English has, and Arabic must have them all (see ar.ts).
declare module 'i18next' {
  // Module augmentation merges into i18next's own interface; a type alias cannot.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    resources: { translation: English };
    returnNull: false;
  }
}

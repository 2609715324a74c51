import type { English } from './english.ts';

// t() only accepts keys English has: lib's and every area's (english.ts). Each Arabic catalog is
// typed by its English (messages.ts), so it has them all.
declare module 'i18next' {
  // Module augmentation merges into i18next's own interface; a type alias cannot.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    resources: { translation: English };
    returnNull: false;
  }
}

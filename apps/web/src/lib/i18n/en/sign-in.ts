import { common } from './common.ts';

/** The English of no one area that the sign-in page needs, bundled with it (its own: features/auth/texts/sign-in.ts). */
export const signInTexts = { common };

import { common } from './common.ts';
import { login } from './login.ts';

/** The English the sign-in page needs, bundled with it. */
export const signInTexts = { common, login };

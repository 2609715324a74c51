/** Paths of the auth shell's steps beyond sign-in (the contract names only login and home). */
export const REGISTER_PATH = '/auth/register';
export const VERIFY_PATH = '/auth/verify';
export const AWAITING_REVIEW_PATH = '/auth/awaiting-review';
/** Signed in with a one-time password: choose one's own before the console opens. */
export const FIRST_PASSWORD_PATH = '/auth/first-password';

/**
 * Navigation state for /auth/login: a notice shown above the form (signed out, session ended).
 * Carried in history state rather than the URL, so a reload or a shared link drops it.
 */
export type LoginNotice = { notice?: string };

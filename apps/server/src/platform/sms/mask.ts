/** What a hidden secret shows as: the text keeps its shape, never its value. */
export const MASKED_CODE = '••••••';
export const MASKED_TOKEN = '•••';

/**
 * A text as it may be kept, shown or logged: a phone code's digits and a staff invitation link's
 * token hidden. Only the person it was sent to ever reads them (an Admin who could read an
 * invitation link could set a Super Admin's password). Parent-approval links carry public ids
 * only (the parent must sign in to answer), so they stay as sent.
 */
export function maskSecrets(m: { kind: string; text: string }): string {
  if (m.kind === 'otp') return m.text.replace(/\d{4,}/g, MASKED_CODE);
  if (m.kind === 'invite') return m.text.replace(/\/invitation\/[^\s/?#]+/g, `/invitation/${MASKED_TOKEN}`);
  return m.text;
}

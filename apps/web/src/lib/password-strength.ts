/*
 * A quick strength hint while typing. The server has the final word (length and a list of common
 * passwords); this only nudges towards longer, more varied passwords without a 400 KiB dictionary.
 */

const LEVELS = ['tooShort', 'weak', 'fair', 'good', 'strong'] as const;

export type Strength = { score: 0 | 1 | 2 | 3 | 4; level: (typeof LEVELS)[number] };

export function passwordStrength(password: string, minLength: number): Strength {
  if (password.length < minLength) return { score: 0, level: LEVELS[0] };
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const unique = new Set(password).size;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (classes >= 3) score += 1;
  // Repeats and runs such as "aaaaaaaa" or "12345678" are weak whatever their length.
  if (unique < 5 || /^(?:0123|1234|2345|abcd|qwer|pass)/i.test(password)) score = 1;
  const clamped = Math.min(score, 4) as Strength['score'];
  return { score: clamped, level: LEVELS[clamped] };
}

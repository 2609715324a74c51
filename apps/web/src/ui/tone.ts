/**
 * The five colour words the API uses (menu badges, statuses). Each is dark or light enough for
 * its text colour (autoContrast picks black or white) to reach WCAG AA, on the dark menu too.
 */
export const TONES = {
  primary: '#0278b0',
  success: '#1f7a33',
  info: '#0b7285',
  warning: '#fcc419',
  danger: '#c92a2a',
} as const;

export type Tone = keyof typeof TONES;

/** For what is neither good nor bad (archived, deactivated): grey dark enough for white text. */
export const NEUTRAL = '#495057';

export function toneColor(type: string | undefined): string {
  const key = (type ?? '').toLowerCase().replace(/^(badge|label|bg)-/, '');
  return key in TONES ? TONES[key as Tone] : TONES.primary;
}

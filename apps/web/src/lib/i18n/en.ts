import type { fullTexts } from './en/full.ts';
import type { signInTexts } from './en/sign-in.ts';

/*
 * English, the source language, comes in two parts: what the sign-in page needs is bundled with
 * it; the rest rides in the chunks of the pages beyond it (full-texts.ts). The keys t() accepts
 * are both parts.
 */
export type English = typeof signInTexts & typeof fullTexts;

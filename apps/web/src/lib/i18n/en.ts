import type { eventTexts } from './en/event-texts.ts';
import type { fullTexts } from './en/full.ts';
import type { matchTexts } from './en/match-texts.ts';
import type { signInTexts } from './en/sign-in.ts';

/*
 * English, the source language, comes in parts: what the sign-in page needs is bundled with
 * it; the rest rides in the chunks of the pages beyond it (full-texts.ts), and the events and
 * matches pages bring their own (event-texts.ts, match-texts.ts). The keys t() accepts are all of them.
 */
export type English = typeof signInTexts & typeof fullTexts & typeof eventTexts & typeof matchTexts;

import type { signInTexts } from './en/sign-in.ts';
import type { sharedTexts } from './en/shared.ts';

type OwnTexts = typeof signInTexts & typeof sharedTexts;

/**
 * The keys t() accepts: every English word of the console. Here are the words of no one area
 * (en/sign-in.ts, en/shared.ts); each area adds its own namespaces from its
 * `features/<area>/texts/en.ts` by merging into this interface, so a key no catalog has fails
 * the type-check, and lib/ never imports a feature.
 */
export interface English extends OwnTexts {}

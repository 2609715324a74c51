import { chat } from './chat.ts';
import { connections } from './connections.ts';
import { profile } from './profile.ts';
import { signUp } from './sign-up.ts';
import { steps } from './steps.ts';

/** The English beyond the sign-in page (sign-up, the steps after it, the console): see ../full-texts.ts. */
export const fullTexts = { signUp, steps, chat, profile, connections };

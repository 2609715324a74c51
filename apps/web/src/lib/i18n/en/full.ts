import { chat } from './chat.ts';
import { shell } from './shell.ts';
import { signUp } from './sign-up.ts';
import { steps } from './steps.ts';
import { theme } from './theme.ts';

/** The English beyond the sign-in page (sign-up, the steps after it, the console): see ../full-texts.ts. */
export const fullTexts = { signUp, steps, chat, shell, theme };

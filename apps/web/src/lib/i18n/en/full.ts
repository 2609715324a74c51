import { chat } from './chat.ts';
import { dashboard } from './dashboard.ts';
import { review } from './review.ts';
import { signUp } from './sign-up.ts';
import { steps } from './steps.ts';
import { widgets } from './widgets.ts';

/** The English beyond the sign-in page (sign-up, the steps after it, the console): see ../full-texts.ts. */
export const fullTexts = { signUp, steps, chat, widgets, dashboard, review };

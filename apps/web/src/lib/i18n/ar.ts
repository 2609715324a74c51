import { chat } from './ar/chat.ts';
import { common } from './ar/common.ts';
import { dashboard } from './ar/dashboard.ts';
import { login } from './ar/login.ts';
import { review } from './ar/review.ts';
import { signUp } from './ar/sign-up.ts';
import { steps } from './ar/steps.ts';
import { widgets } from './ar/widgets.ts';
import type { Messages } from './messages.ts';

/** Every text of the console in Arabic (loaded only when chosen). */
export const ar: Messages = { common, login, signUp, steps, chat, widgets, dashboard, review };

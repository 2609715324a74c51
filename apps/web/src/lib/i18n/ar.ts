import { chat } from './ar/chat.ts';
import { common } from './ar/common.ts';
import { login } from './ar/login.ts';
import { signUp } from './ar/sign-up.ts';
import { shell } from './ar/shell.ts';
import { steps } from './ar/steps.ts';
import { theme } from './ar/theme.ts';
import type { Messages } from './messages.ts';

/** Every text of the console in Arabic (loaded only when chosen). */
export const ar: Messages = { common, login, signUp, steps, chat, shell, theme };

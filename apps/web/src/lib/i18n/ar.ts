import { chat } from './ar/chat.ts';
import { common } from './ar/common.ts';
import { connections } from './ar/connections.ts';
import { login } from './ar/login.ts';
import { profile } from './ar/profile.ts';
import { signUp } from './ar/sign-up.ts';
import { steps } from './ar/steps.ts';
import type { Messages } from './messages.ts';

/** Every text of the console in Arabic (loaded only when chosen). */
export const ar: Messages = { common, login, signUp, steps, chat, profile, connections };

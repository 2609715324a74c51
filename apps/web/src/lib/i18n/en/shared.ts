import { accountFields } from './account-fields.ts';
import { care } from './care.ts';
import { chat } from './chat.ts';
import { failures } from './failures.ts';
import { lists } from './lists.ts';
import { report } from './report.ts';
import { shell } from './shell.ts';
import { theme } from './theme.ts';
import { widgets } from './widgets.ts';

/**
 * The English of no one area beyond the sign-in page (the shell, its settings and chat, the widget
 * kit's lists and cards, what an account's fields ask for): it loads with every area's before any page beyond sign-in (../i18n.ts).
 */
export const sharedTexts = { accountFields, care, chat, failures, lists, report, shell, theme, widgets };

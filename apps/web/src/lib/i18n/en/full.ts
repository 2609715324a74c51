import { audit } from './audit.ts';
import { chat } from './chat.ts';
import { connections } from './connections.ts';
import { dashboard } from './dashboard.ts';
import { lists } from './lists.ts';
import { master } from './master.ts';
import { notifications } from './notifications.ts';
import { profile } from './profile.ts';
import { review } from './review.ts';
import { roles } from './roles.ts';
import { shell } from './shell.ts';
import { signUp } from './sign-up.ts';
import { sms } from './sms.ts';
import { staff } from './staff.ts';
import { settings } from '../../../features/settings/texts/en.ts';
import { subscribers } from './subscribers.ts';
import { steps } from './steps.ts';
import { theme } from './theme.ts';
import { widgets } from './widgets.ts';

/** The English beyond the sign-in page (sign-up, the steps after it, the console): see ../full-texts.ts. */
export const fullTexts = {
  signUp,
  steps,
  chat,
  lists,
  notifications,
  sms,
  profile,
  connections,
  shell,
  theme,
  widgets,
  dashboard,
  review,
  subscribers,
  audit,
  roles,
  master,
  staff,
  settings,
};

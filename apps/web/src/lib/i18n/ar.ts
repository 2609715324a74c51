import { audit } from './ar/audit.ts';
import { chat } from './ar/chat.ts';
import { common } from './ar/common.ts';
import { dataNames } from './ar/data-names.ts';
import { connections } from './ar/connections.ts';
import { dashboard } from './ar/dashboard.ts';
import { errors } from './ar/errors.ts';
import { eventForm } from './ar/event-form.ts';
import { eventPage } from './ar/event-page.ts';
import { eventRegistrations } from './ar/event-registrations.ts';
import { events } from './ar/events.ts';
import { fields } from './ar/fields.ts';
import { lists } from './ar/lists.ts';
import { login } from './ar/login.ts';
import { notificationKinds } from './ar/notification-kinds.ts';
import { notifications } from './ar/notifications.ts';
import { profile } from './ar/profile.ts';
import { review } from './ar/review.ts';
import { roles } from './ar/roles.ts';
import { master } from './ar/master.ts';
import { matchScore } from './ar/match-score.ts';
import { matchSetup } from './ar/match-setup.ts';
import { matches } from './ar/matches.ts';
import { myEvents } from './ar/my-events.ts';
import { myFixtures } from './ar/my-fixtures.ts';
import { staff } from './ar/staff.ts';
import { settings } from '../../features/settings/texts/ar.ts';
import { shell } from './ar/shell.ts';
import { signUp } from './ar/sign-up.ts';
import { sms } from './ar/sms.ts';
import { subscribers } from './ar/subscribers.ts';
import { steps } from './ar/steps.ts';
import { theme } from './ar/theme.ts';
import { widgets } from './ar/widgets.ts';
import type { Messages } from './messages.ts';

/** Every text of the console in Arabic (loaded only when chosen); `errors`, `fields`, `dataNames` and `notificationKinds` have no English twin (see them). */
export const ar: Messages = {
  common,
  login,
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
  events,
  eventForm,
  eventPage,
  eventRegistrations,
  myEvents,
  matches,
  matchSetup,
  matchScore,
  myFixtures,
  errors,
  fields,
  dataNames,
  notificationKinds,
};

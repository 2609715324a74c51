import { accountFields } from './ar/account-fields.ts';
import { care } from './ar/care.ts';
import { chat } from './ar/chat.ts';
import { common } from './ar/common.ts';
import { dataNames } from './ar/data-names.ts';
import { errors } from './ar/errors.ts';
import { failures } from './ar/failures.ts';
import { fields } from './ar/fields.ts';
import { lists } from './ar/lists.ts';
import { notificationKinds } from './ar/notification-kinds.ts';
import { report } from './ar/report.ts';
import { shell } from './ar/shell.ts';
import { theme } from './ar/theme.ts';
import { widgets } from './ar/widgets.ts';
import type { sharedTexts } from './en/shared.ts';
import type { signInTexts } from './en/sign-in.ts';
import type { Translation } from './messages.ts';

/**
 * The Arabic of no one area (each area's is in its `features/<area>/texts/ar.ts`), loaded with
 * theirs when chosen (i18n.ts). `errors`, `fields`, `dataNames` and `notificationKinds` have no
 * English twin (see them).
 */
export const ar: Translation<typeof signInTexts & typeof sharedTexts> = {
  common,
  accountFields,
  care,
  chat,
  failures,
  lists,
  report,
  shell,
  theme,
  widgets,
  errors,
  fields,
  dataNames,
  notificationKinds,
};

import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: its contract's
// `words` loads this file when asked (area-contract.ts).

export const registryAr = {
  SMS: 'الرسائل النصية',
  'SMS outbox': 'صندوق الرسائل النصية',
} satisfies Record<RegistryWords<'sms'>, string>;

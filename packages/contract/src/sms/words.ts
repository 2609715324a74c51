import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.

export const registryAr = {
  SMS: 'الرسائل النصية',
  'SMS outbox': 'صندوق الرسائل النصية',
} satisfies Record<RegistryWords<'sms'>, string>;

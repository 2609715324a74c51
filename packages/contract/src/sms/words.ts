import type { RegistryWords } from '../area-contract.ts';

// The words of this area that only some pages and the server's files read: `AREA_WORDS`
// (areas.ts) loads this file when asked.
export { smsAudit as audit } from './audit-words.ts';

export const registryAr = {
  Texts: 'الرسائل النصية',
  'Text log': 'سجل الرسائل النصية',
  'Text templates': 'قوالب الرسائل النصية',
} satisfies Record<RegistryWords<'sms'>, string>;

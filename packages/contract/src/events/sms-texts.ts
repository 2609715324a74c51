import { PRODUCT_NAME } from '../constants.ts';
import { notificationContent, type NotificationContent, type NotificationParams } from '../notify.ts';
import type { SmsTexts, TextLanguage } from '../console-texts.ts';

/** What an event texts people: a place offered, an offer lapsed, the event cancelled. */
export type EventNoticeKind = 'event-place-offered' | 'event-offer-lapsed' | 'event-cancelled';

const english =
  <K extends EventNoticeKind>(kind: K) =>
  (p: NotificationParams[K]) =>
    `${PRODUCT_NAME}: ${notificationContent(kind, p).msg}`;

/** Each text says what its notification says (notify.ts), after the product's name. */
export const EVENT_TEXTS: { [K in EventNoticeKind]: SmsTexts<NotificationParams[K]> } = {
  'event-place-offered': {
    en: english('event-place-offered'),
    ar: (p) =>
      `${PRODUCT_NAME}: أصبح هناك مكان شاغر في ${p.event} لـ ${p.name}. اقبله من صفحة فعالياتي خلال ${p.hours} ساعة.`,
  },
  'event-offer-lapsed': {
    en: english('event-offer-lapsed'),
    ar: (p) => `${PRODUCT_NAME}: لم يُقبل المكان المعروض في ${p.event} لـ ${p.name} في الوقت المحدد.`,
  },
  'event-cancelled': {
    en: english('event-cancelled'),
    ar: (p) => `${PRODUCT_NAME}: أُلغيت ${p.event}: ${p.reason}`,
  },
};

/** An event notice's text in the reader's language. */
export const eventText = <K extends EventNoticeKind>(
  language: TextLanguage,
  content: NotificationContent<K>,
) => (EVENT_TEXTS[content.kind] as SmsTexts<NotificationParams[K]>)[language](content.params);

import { areaAudit } from '../audit-words/area.ts';
import { eventsAuditActions } from './audit-actions.ts';

/** What the trail records of this area, and its words in English and Arabic. */
export const eventsAudit = areaAudit({
  actions: eventsAuditActions,
  en: {
    actions: {
      'event-create': 'Created an event',
      'event-edit': 'Changed an event',
      'event-status': 'Changed an event’s status',
      'event-export': 'Exported an event’s registrations',
      'registration-staff': 'Changed a registration',
    },
    details: {
      'event-create': ['Status: {status}'],
      'event-status': ['{from} → {to}', 'Reason: {reason}'],
      'registration-staff': ['{person}: {from} → {to}'],
    },
    terms: {
      'object.event': 'Event',
      'event.draft': 'draft',
      'event.open': 'open',
      'event.closed': 'closed',
      'event.cancelled': 'cancelled',
      'registration.registered': 'registered',
      'registration.waitlisted': 'waiting list',
      'registration.offered': 'offered a place',
      'registration.declined': 'declined',
      'registration.cancelled': 'cancelled',
      'registration.attended': 'attended',
      'registration.absent': 'absent',
    },
  },
  ar: {
    actions: {
      'event-create': 'أنشأ فعالية',
      'event-edit': 'غيّر فعالية',
      'event-status': 'غيّر حالة فعالية',
      'event-export': 'صدّر تسجيلات فعالية',
      'registration-staff': 'غيّر تسجيلًا',
    },
    details: {
      'event-create': ['الحالة: {status}'],
      'event-status': ['{from} ← {to}', 'السبب: {reason}'],
      'registration-staff': ['{person}: {from} ← {to}'],
    },
    terms: {
      'object.event': 'فعالية',
      'event.draft': 'مسودة',
      'event.open': 'مفتوحة',
      'event.closed': 'مغلقة',
      'event.cancelled': 'ملغاة',
      'registration.registered': 'مسجَّل',
      'registration.waitlisted': 'في قائمة الانتظار',
      'registration.offered': 'عُرض عليه مكان',
      'registration.declined': 'اعتذر',
      'registration.cancelled': 'ملغى',
      'registration.attended': 'حضر',
      'registration.absent': 'غاب',
    },
  },
});

import type { NotificationKind } from '@fieldhouse/contract';

/**
 * The console's own notifications in Arabic, by kind (see notification-text.ts). A key with a
 * suffix is the same kind with that context: the relation asked for, or a reason given. English
 * has no twin: English readers see the server's own wording, `msg`.
 */
export const notificationKinds: Record<NotificationKind | `${NotificationKind}_${string}`, string> = {
  'parent-named': 'سمّاك {{name}} وليَّ أمر. يُرجى مراجعة الحساب والموافقة عليه.',
  'parent-approved': 'وافق {{name}} على حسابك في Fieldhouse.',
  'parent-declined': 'لم يوافق {{name}} على حسابك.',
  'parent-declined_reason': 'لم يوافق {{name}} على حسابك: {{reason}}',
  'registration-approved': 'تمت الموافقة على تسجيلك. مرحبًا بك في Fieldhouse!',
  'registration-rejected': 'لم تتم الموافقة على تسجيلك: {{reason}}',
  'connection-requested': 'يريد {{name}} التواصل معك.',
  'connection-requested_friend': 'يريد {{name}} التواصل معك بصفته صديقًا.',
  'connection-requested_teammate': 'يريد {{name}} التواصل معك بصفته زميلًا في الفريق.',
  'connection-requested_parent': 'يريد {{name}} التواصل معك بصفته وليَّ أمرك.',
  'connection-accepted': 'قبل {{name}} طلب التواصل الذي أرسلته.',
  'child-connection-asked': 'يطلب {{name}} التواصل مع {{child}}. وافق أو ارفض من صفحة {{child}}.',
  'child-connection-asked_friend':
    'يطلب {{name}} التواصل مع {{child}} بصفته صديقًا. وافق أو ارفض من صفحة {{child}}.',
  'child-connection-asked_teammate':
    'يطلب {{name}} التواصل مع {{child}} بصفته زميلًا في الفريق. وافق أو ارفض من صفحة {{child}}.',
  'child-connection-asking': 'يطلب {{child}} التواصل مع {{name}}. وافق أو ارفض من صفحة {{child}}.',
  'child-connection-asking_friend':
    'يطلب {{child}} التواصل مع {{name}} بصفته صديقًا. وافق أو ارفض من صفحة {{child}}.',
  'child-connection-asking_teammate':
    'يطلب {{child}} التواصل مع {{name}} بصفته زميلًا في الفريق. وافق أو ارفض من صفحة {{child}}.',
  'child-conversation-started': 'بدأ {{child}} و{{name}} محادثة. أنت فيها: اقرأها في المحادثات.',
  'parent-link-added': 'سجّل الموظفون {{name}} وليًّا لأمرك.',
  'child-link-added': 'سجّلك الموظفون وليًّا لأمر {{name}}.',
  'parent-link-removed': 'أزال الموظفون {{name}} من أولياء أمرك.',
  'child-link-removed': 'أزال الموظفون ربطك وليًّا لأمر {{name}}.',
  'event-place-offered':
    'أصبح هناك مكان شاغر في {{event}} لـ {{name}}. اقبله من صفحة فعالياتي خلال {{hours}} ساعة.',
  'event-offer-lapsed': 'لم يُقبل المكان المعروض في {{event}} لـ {{name}} في الوقت المحدد.',
  'event-cancelled': 'أُلغيت {{event}}: {{reason}}',
  'fixture-moved': 'مباراة {{home}} و{{away}} أصبحت في {{when}}.',
  'fixture-called-off': 'أُلغيت مباراة {{home}} و{{away}}.',
  'result-entered': 'النتيجة: {{home}} {{score}} {{away}}.',
  'team-announcement': '{{team}}: {{message}}',
  'team-announcement-for-child': '{{team}}، لـ {{child}}: {{message}}',
  'data-export-ready': 'أصبح تنزيل بيانات {{name}} جاهزًا: افتح هذا الإشعار لحفظه (مرة واحدة خلال يوم).',
  'deletion-declined': 'لم يحذف الموظفون الحساب: {{reason}}',
  'payment-overdue': 'كان موعد استحقاق الفاتورة {{invoice}} بمبلغ {{amount}} في {{due}} ولم تُدفع بعد.',
};

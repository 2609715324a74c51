/*
 * Words the console's catalogs and the server's words (CSV exports, the audit trail) both say, in
 * each language: written once here, so a change of wording reaches both.
 */

/** What a grant allows, by its action's name (`event.edit` is "Edit"); `every-team` is worded by each reader. */
export const grantActionWords = {
  en: {
    view: 'View',
    edit: 'Edit',
    decide: 'Decide',
    suspend: 'Suspend and reactivate',
    text: 'Send texts',
    export: 'Export',
    manage: 'Manage',
    use: 'Use',
    attendance: 'Mark attendance',
    score: 'Enter scores',
    sessions: 'Sessions, sign-ins and addresses',
    review: 'Review reports',
    medical: 'Read medical notes and emergency contacts',
    issue: 'Issue and void invoices',
    take: 'Record payments',
    refund: 'Give refunds',
    status: 'Change many people’s status at once',
    jobs: 'See and cancel everyone’s jobs',
    send: 'Send texts and keep their templates',
    import: 'Import subscribers from a file',
  },
  ar: {
    view: 'العرض',
    edit: 'التعديل',
    decide: 'البت',
    suspend: 'الإيقاف وإعادة التفعيل',
    text: 'إرسال الرسائل النصية',
    export: 'التصدير',
    manage: 'الإدارة',
    use: 'الاستخدام',
    attendance: 'تسجيل الحضور',
    score: 'إدخال النتائج',
    sessions: 'الجلسات وعمليات الدخول والعناوين',
    review: 'مراجعة البلاغات',
    medical: 'قراءة الملاحظات الطبية وجهات الاتصال للطوارئ',
    issue: 'إصدار الفواتير وإلغاؤها',
    take: 'تسجيل الدفعات',
    refund: 'ردّ المبالغ',
    status: 'تغيير حالة عدة أشخاص معًا',
    jobs: 'عرض مهام الجميع وإلغاؤها',
    send: 'إرسال الرسائل النصية وحفظ قوالبها',
    import: 'استيراد المشتركين من ملف',
  },
};

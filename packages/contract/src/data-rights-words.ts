import type { DataExportFile } from './data-rights.ts';

/*
 * The words of a person's data download (GET profile/export): each file's column headers and the
 * README, in each language. Apart from data-rights.ts so the console's chunks do not carry them.
 */

const COLUMNS = {
  profile: [
    'subscriberID',
    'userName',
    'fullName',
    'mobile',
    'email',
    'dateOfBirth',
    'gender',
    'sport',
    'role',
    'status',
    'picture',
    'joinedAt',
  ],
  connections: ['subscriberID', 'fullName', 'userName', 'kind', 'status', 'origin', 'since'],
  messages: ['direction', 'withSubscriberID', 'withName', 'text', 'picture', 'sentAt', 'readAt'],
  notifications: ['text', 'kind', 'details', 'fromName', 'sentAt', 'seenAt'],
  registrations: ['event', 'startsAt', 'status', 'registeredBy', 'registeredAt'],
  payments: ['paidAt', 'amount', 'currency', 'description', 'reference'],
  audit: ['at', 'action', 'byName', 'details'],
} as const satisfies Record<DataExportFile, readonly string[]>;

/** Each file's columns, in order: the JSON files' keys, the CSV files' order. */
export const DATA_EXPORT_COLUMNS = COLUMNS;
export type DataExportColumns = typeof COLUMNS;
type Headers = { [F in DataExportFile]: Record<DataExportColumns[F][number], string> };
export type DataExportWords = { headers: Headers; readme: string };

const en: DataExportWords = {
  headers: {
    profile: {
      subscriberID: 'Subscriber id',
      userName: 'User name',
      fullName: 'Full name',
      mobile: 'Mobile number',
      email: 'E-mail',
      dateOfBirth: 'Date of birth',
      gender: 'Gender',
      sport: 'Sport',
      role: 'Role',
      status: 'Status',
      picture: 'Profile picture',
      joinedAt: 'Signed up',
    },
    connections: {
      subscriberID: 'Subscriber id',
      fullName: 'Full name',
      userName: 'User name',
      kind: 'Kind',
      status: 'Status',
      origin: 'Made by',
      since: 'Since',
    },
    messages: {
      direction: 'Sent or received',
      withSubscriberID: 'With (subscriber id)',
      withName: 'With',
      text: 'Message',
      picture: 'Picture',
      sentAt: 'Sent',
      readAt: 'Read',
    },
    notifications: {
      text: 'Notification',
      kind: 'Kind',
      details: 'Details',
      fromName: 'From',
      sentAt: 'Sent',
      seenAt: 'Seen',
    },
    registrations: {
      event: 'Event',
      startsAt: 'Starts',
      status: 'Status',
      registeredBy: 'Registered by',
      registeredAt: 'Registered',
    },
    payments: {
      paidAt: 'Paid',
      amount: 'Amount',
      currency: 'Currency',
      description: 'Description',
      reference: 'Reference',
    },
    audit: { at: 'When', action: 'What', byName: 'By', details: 'Details' },
  },
  readme: [
    'Your data, as the club holds it.',
    '',
    'Each kind of record is here twice: as JSON (for a program) and as CSV (for a spreadsheet).',
    'profile: your account. connections: the people you are connected to, and requests.',
    'messages: the messages you sent and received; their pictures are in the pictures folder.',
    'notifications: what you were told in the console. registrations: your event registrations.',
    'payments: your invoices (and, for a parent, your children’s), each followed by its payments and refunds.',
    'audit: what was done to your record, and when.',
    'Times are on the organisation’s clock. Passwords, sessions and one-time codes are never included.',
  ].join('\r\n'),
};

const ar: DataExportWords = {
  headers: {
    profile: {
      subscriberID: 'معرّف المشترك',
      userName: 'اسم المستخدم',
      fullName: 'الاسم الكامل',
      mobile: 'رقم الجوال',
      email: 'البريد الإلكتروني',
      dateOfBirth: 'تاريخ الميلاد',
      gender: 'الجنس',
      sport: 'الرياضة',
      role: 'الدور',
      status: 'الحالة',
      picture: 'الصورة الشخصية',
      joinedAt: 'تاريخ التسجيل',
    },
    connections: {
      subscriberID: 'معرّف المشترك',
      fullName: 'الاسم الكامل',
      userName: 'اسم المستخدم',
      kind: 'النوع',
      status: 'الحالة',
      origin: 'المصدر',
      since: 'منذ',
    },
    messages: {
      direction: 'مرسلة أو مستلمة',
      withSubscriberID: 'مع (معرّف المشترك)',
      withName: 'مع',
      text: 'الرسالة',
      picture: 'الصورة',
      sentAt: 'أُرسلت',
      readAt: 'قُرئت',
    },
    notifications: {
      text: 'الإشعار',
      kind: 'النوع',
      details: 'التفاصيل',
      fromName: 'من',
      sentAt: 'أُرسل',
      seenAt: 'شوهد',
    },
    registrations: {
      event: 'الفعالية',
      startsAt: 'تبدأ',
      status: 'الحالة',
      registeredBy: 'سجّله',
      registeredAt: 'تاريخ التسجيل',
    },
    payments: {
      paidAt: 'تاريخ الدفع',
      amount: 'المبلغ',
      currency: 'العملة',
      description: 'الوصف',
      reference: 'المرجع',
    },
    audit: { at: 'متى', action: 'ماذا', byName: 'بواسطة', details: 'التفاصيل' },
  },
  readme: [
    'بياناتك كما يحفظها النادي.',
    '',
    'كل نوع من السجلات موجود مرتين: بصيغة JSON (للبرامج) وبصيغة CSV (لجداول البيانات).',
    'profile: حسابك. connections: الأشخاص المتصلون بك والطلبات.',
    'messages: الرسائل التي أرسلتها واستلمتها، وصورها في مجلد pictures.',
    'notifications: ما أُبلغت به في لوحة التحكم. registrations: تسجيلاتك في الفعاليات.',
    'payments: فواتيرك (وفواتير أطفالك لوليّ الأمر)، تتبع كل فاتورة دفعاتها ومبالغها المستردة.',
    'audit: ما أُجري على سجلك ومتى.',
    'الأوقات بتوقيت المؤسسة. لا تُضمَّن كلمات المرور ولا الجلسات ولا الرموز المؤقتة أبدًا.',
  ].join('\r\n'),
};

export const DATA_EXPORT_WORDS: Record<'en' | 'ar', DataExportWords> = { en, ar };

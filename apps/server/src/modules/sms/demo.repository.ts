import { UserStatus } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';
import { MASKED_CODE } from '../../platform/sms/mask.ts';

const HOUR_MS = 3_600_000;

/** The demo's templates, each in both languages, placeholders as SMS_PLACEHOLDERS. */
const DEMO_TEMPLATES = [
  {
    name: 'Training moved',
    text_en: 'Hi {firstName}, training for {eventTitle} is now on {eventDate}. See you there!',
    text_ar: 'مرحبًا {firstName}، أصبح تدريب {eventTitle} في {eventDate}. نراك هناك!',
  },
  {
    name: 'Kit collection',
    text_en: 'Hi {firstName}, your {organisation} kit is ready to collect from reception.',
    text_ar: 'مرحبًا {firstName}، أصبح زيّك من {organisation} جاهزًا للاستلام من الاستقبال.',
  },
  {
    name: 'Pitch closed',
    text_en: '{organisation}: the pitches are closed today because of the weather. Stay safe, {firstName}.',
    text_ar: '{organisation}: الملاعب مغلقة اليوم بسبب الطقس. دمت بخير يا {firstName}.',
  },
];

type DemoText = {
  kind: string;
  status: SmsDeliveryStatus;
  text: string;
  hoursAgo: number;
  byStaff?: boolean;
  error?: string;
};

/**
 * One text of each delivery status, of the kinds the console sends, over the last few days; a
 * failure in the provider's words and one of the system's (a code the console words).
 */
const DEMO_TEXTS: DemoText[] = [
  {
    kind: 'staff',
    status: 'delivered',
    text: 'Hi, your kit is ready to collect from reception.',
    hoursAgo: 70,
    byStaff: true,
  },
  { kind: 'otp', status: 'delivered', text: `${MASKED_CODE} is your Fieldhouse code.`, hoursAgo: 52 },
  {
    kind: 'event',
    status: 'sent',
    text: 'Fieldhouse: A place is free at Holiday football camp. Accept it under My events within 24 hours.',
    hoursAgo: 30,
  },
  {
    kind: 'staff',
    status: 'failed',
    text: 'Fieldhouse: the pitches are closed today because of the weather.',
    hoursAgo: 26,
    byStaff: true,
    error: 'The provider refused the number (unreachable).',
  },
  {
    kind: 'event',
    status: 'failed',
    text: 'Fieldhouse: your place at Saturday training is confirmed.',
    hoursAgo: 24,
    error: 'SMS_NO_ANSWER',
  },
  {
    kind: 'staff',
    status: 'skipped',
    text: 'Fieldhouse: the club shop has a kit sale on Saturday.',
    hoursAgo: 20,
    byStaff: true,
    error: 'SMS_OPTED_OUT',
  },
  {
    kind: 'review-decision',
    status: 'stored',
    text: 'تمت الموافقة على تسجيلك. مرحبًا بك في Fieldhouse!',
    hoursAgo: 6,
  },
  {
    kind: 'notice',
    status: 'queued',
    text: 'Fieldhouse: invoice INV-0003 is overdue. Please pay it at the club or online.',
    hoursAgo: 1,
  },
  {
    kind: 'staff',
    status: 'held',
    text: 'Fieldhouse: training moved to 18:00 tomorrow.',
    hoursAgo: 0,
    byStaff: true,
  },
];

/**
 * A few texts in a demo database, so the SMS pages are not empty at first look: templates in both
 * languages, and log rows of every delivery status to generated subscribers (a held one goes out
 * in the morning, as any held text does).
 */
export async function seedSmsDemo(db: Db, { createdBy, now }: { createdBy: number | null; now: number }) {
  await db
    .insertInto('sms_templates')
    .values(DEMO_TEMPLATES.map((t) => ({ ...t, updated_by: createdBy, updated_at: now })))
    .execute();
  const people = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.mobile_e164'])
    .where('roles.key', '=', 'subscriber')
    .where('users.status', '=', UserStatus.active)
    .where('users.user_name', 'like', '%.%.%')
    .orderBy('users.id')
    .limit(DEMO_TEXTS.length)
    .execute();
  if (people.length === 0) return;
  await db
    .insertInto('sms_outbox')
    .values(
      DEMO_TEXTS.map((d, i) => {
        const to = people[i % people.length]!;
        const at = now - d.hoursAgo * HOUR_MS;
        return {
          user_id: to.id,
          to_number: to.mobile_e164,
          kind: d.kind,
          text: d.text,
          driver: 'outbox',
          delivery_status: d.status,
          provider_message_id: null,
          error: d.error ?? null,
          created_at: at,
          updated_at: at,
          held_until: d.status === 'held' ? now + 8 * HOUR_MS : null,
          started_by: d.byStaff ? createdBy : null,
        };
      }),
    )
    .execute();
}

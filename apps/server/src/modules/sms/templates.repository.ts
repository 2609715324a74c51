import type { SmsTemplateInput } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

const row = (t: SmsTemplateInput, by: number) => ({
  name: t.name,
  text_en: t.textEn,
  text_ar: t.textAr,
  updated_by: by,
  updated_at: Date.now(),
});

export const listTemplates = (db: DbOrTrx) =>
  db.selectFrom('sms_templates').selectAll().orderBy('name').orderBy('id').execute();

export const findTemplate = (db: DbOrTrx, id: number) =>
  db.selectFrom('sms_templates').selectAll().where('id', '=', id).executeTakeFirst();

export const insertTemplate = (db: DbOrTrx, t: SmsTemplateInput, by: number) =>
  db.insertInto('sms_templates').values(row(t, by)).returningAll().executeTakeFirstOrThrow();

export const updateTemplate = (db: DbOrTrx, id: number, t: SmsTemplateInput, by: number) =>
  db.updateTable('sms_templates').set(row(t, by)).where('id', '=', id).returningAll().executeTakeFirst();

export async function deleteTemplate(db: DbOrTrx, id: number): Promise<boolean> {
  const res = await db.deleteFrom('sms_templates').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The event a template's {eventTitle} and {eventDate} name. */
export const findEventFacts = (db: DbOrTrx, id: number) =>
  db.selectFrom('events').select(['title', 'starts_at', 'time_zone']).where('id', '=', id).executeTakeFirst();

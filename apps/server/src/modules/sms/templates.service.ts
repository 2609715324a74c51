import {
  fillTemplate,
  placeholdersIn,
  SMS_EVENT_PLACEHOLDERS,
  type AuditAction,
  type SmsPlaceholder,
  type SmsTemplate,
  type SmsTemplateInput,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { auditBy } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { languageOf } from '../preferences/index.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './templates.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findTemplate>>>;

const toTemplate = (r: Row): SmsTemplate => ({
  id: r.id,
  name: r.name,
  textEn: r.text_en,
  textAr: r.text_ar,
  updatedAt: new Date(r.updated_at).toISOString(),
});

const noTemplate = () => notFound('There is no such template.');

export const templateList = async (deps: Pick<Deps, 'db'>) => ({
  items: (await repo.listTemplates(deps.db)).map(toTemplate),
});

type Actor = { auth: AuthContext; client: Client };
const audited = (trx: DbOrTrx, actor: Actor, action: AuditAction, t: { id: number; name: string }) =>
  auditBy(trx, actor, { action, object: { type: 'sms-template', id: String(t.id), name: t.name } });

export const addTemplate = (deps: Pick<Deps, 'db'>, actor: Actor, input: SmsTemplateInput) =>
  deps.db.transaction().execute(async (trx) => {
    const row = await repo.insertTemplate(trx, input, actor.auth.userId);
    await audited(trx, actor, 'sms-template-add', row);
    return { template: toTemplate(row) };
  });

export const changeTemplate = (deps: Pick<Deps, 'db'>, actor: Actor, id: number, input: SmsTemplateInput) =>
  deps.db.transaction().execute(async (trx) => {
    const row = await repo.updateTemplate(trx, id, input, actor.auth.userId);
    if (!row) throw noTemplate();
    await audited(trx, actor, 'sms-template-edit', row);
    return { template: toTemplate(row) };
  });

export const removeTemplate = (deps: Pick<Deps, 'db'>, actor: Actor, id: number) =>
  deps.db.transaction().execute(async (trx) => {
    const row = await repo.findTemplate(trx, id);
    if (!row || !(await repo.deleteTemplate(trx, id))) throw noTemplate();
    await audited(trx, actor, 'sms-template-remove', row);
    return {};
  });

/**
 * A template's words for one recipient: in their saved language, placeholders filled. Refuses a
 * template naming an event when no event is given (field code SMS_TEMPLATE_NEEDS_EVENT).
 */
export async function templateTextFor(
  deps: Deps,
  templateId: number,
  recipient: { id: number; full_name: string },
  eventId: number | undefined,
): Promise<string> {
  const template = await repo.findTemplate(deps.db, templateId);
  if (!template) throw noTemplate();
  const language = await languageOf(deps, recipient.id);
  const text = language === 'ar' ? template.text_ar : template.text_en;
  const needsEvent = placeholdersIn(text).some((p) => SMS_EVENT_PLACEHOLDERS.includes(p as SmsPlaceholder));
  const event = eventId === undefined ? undefined : await repo.findEventFacts(deps.db, eventId);
  if (eventId !== undefined && !event) throw notFound('There is no such event.');
  if (needsEvent && !event) {
    throw new AppError(400, 'VALIDATION_FAILED', 'This template names an event: choose the event.', {
      eventId: 'SMS_TEMPLATE_NEEDS_EVENT',
    });
  }
  const [first = '', ...rest] = recipient.full_name.trim().split(/\s+/);
  const settings = await organisationSettings(deps);
  return fillTemplate(text, {
    firstName: first,
    lastName: rest.join(' '),
    fullName: recipient.full_name,
    organisation: settings.name,
    ...(event && {
      eventTitle: event.title,
      eventDate: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: event.time_zone }).format(
        event.starts_at,
      ),
    }),
  });
}

/**
 * A template's words for many people (a bulk text): read once, filled per person in their own
 * language. A template naming an event is refused (a bulk text names none): field code
 * SMS_TEMPLATE_NEEDS_EVENT on `templateId`.
 */
export async function templateForMany(deps: Deps, templateId: number) {
  const template = await repo.findTemplate(deps.db, templateId);
  if (!template) throw noTemplate();
  const needsEvent = [template.text_en, template.text_ar].some((text) =>
    placeholdersIn(text).some((p) => SMS_EVENT_PLACEHOLDERS.includes(p as SmsPlaceholder)),
  );
  if (needsEvent) {
    throw new AppError(400, 'VALIDATION_FAILED', 'A text to many people cannot name an event.', {
      templateId: 'SMS_TEMPLATE_NEEDS_EVENT',
    });
  }
  const organisation = (await organisationSettings(deps)).name;
  return {
    id: template.id,
    name: template.name,
    textFor(person: { full_name: string; language: 'en' | 'ar' }) {
      const [first = '', ...rest] = person.full_name.trim().split(/\s+/);
      return fillTemplate(person.language === 'ar' ? template.text_ar : template.text_en, {
        firstName: first,
        lastName: rest.join(' '),
        fullName: person.full_name,
        organisation,
      });
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSendResponse, SmsTemplateResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { smsRowsOf } from '../../test/sms.ts';

/* Templates in English and Arabic, known placeholders only; the recipient's language chooses. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await person(t, 'admin');
});
afterAll(() => t.close());

const GREETING = {
  name: 'Greeting',
  textEn: 'Hello {firstName} {lastName}, welcome to {organisation}',
  textAr: 'مرحبًا {firstName}، أهلًا بك في {organisation}',
};

async function addTemplate(body: object, token = admin.token) {
  return t.api('POST', 'sms/templates', body, { token });
}

async function speaking(language: 'en' | 'ar') {
  const sub = await person(t, 'subscriber');
  const prefs = await t.api('GET', 'preferences', undefined, { token: sub.token });
  const res = await t.api(
    'PUT',
    'preferences',
    { ...prefs.json<{ preferences: object }>().preferences, language },
    { token: sub.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  await t.db.updateTable('users').set({ full_name: 'Sara Al Ahmad' }).where('id', '=', sub.userId).execute();
  return sub;
}

const templateCount = async () => (await t.db.selectFrom('sms_templates').select('id').execute()).length;

describe('sms templates', () => {
  it('are saved in both languages and audited', async () => {
    const res = await addTemplate(GREETING);
    expect(res.statusCode, res.body).toBe(200);
    const { template } = res.json<SmsTemplateResponse>();
    expect(template).toMatchObject(GREETING);
    const list = await t.api('GET', 'sms/templates', undefined, { token: admin.token });
    expect(list.json().items).toContainEqual(template);
    const trail = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'sms-template-add')
      .execute();
    expect(trail.map((e) => e.object_id)).toContain(String(template.id));
  });

  it.each([
    ['an unknown placeholder in English', { ...GREETING, textEn: 'Hi {nickname}' }, 'textEn'],
    ['an unknown placeholder in Arabic', { ...GREETING, textAr: 'مرحبًا {الاسم}' }, 'textAr'],
    ['an empty placeholder', { ...GREETING, textEn: 'Hi {}' }, 'textEn'],
  ])('refuse %s with SMS_UNKNOWN_PLACEHOLDER and keep nothing', async (_name, body, field) => {
    const before = await templateCount();
    const res = await addTemplate(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toMatchObject({ [field]: 'SMS_UNKNOWN_PLACEHOLDER' });
    expect(await templateCount()).toBe(before);
  });

  it('refuse a template without its Arabic', async () => {
    const { textAr: _ar, ...englishOnly } = GREETING;
    expect((await addTemplate(englishOnly)).statusCode).toBe(400);
  });

  it('reach each recipient in their saved language, filled in', async () => {
    const { template } = (await addTemplate(GREETING)).json<SmsTemplateResponse>();
    const org = (
      await t.api('GET', 'settings', undefined, { token: (await person(t, 'superAdmin')).token })
    ).json<{
      settings: { name: string };
    }>().settings.name;
    for (const [language, words] of [
      ['ar', `مرحبًا Sara، أهلًا بك في ${org}`],
      ['en', `Hello Sara Al Ahmad, welcome to ${org}`],
    ] as const) {
      const sub = await speaking(language);
      const res = await t.api(
        'POST',
        'sms/send',
        { subscriberID: sub.publicId, templateId: template.id },
        { token: admin.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<SmsSendResponse>().sms.deliveryStatus).toBe('stored');
      expect((await smsRowsOf(t, sub.userId))[0]?.text).toBe(words);
    }
  });

  it('need the event for a template naming one', async () => {
    const { template } = (
      await addTemplate({ name: 'Event', textEn: 'See you at {eventTitle}', textAr: 'نراك في {eventTitle}' })
    ).json<SmsTemplateResponse>();
    const sub = await speaking('en');
    const res = await t.api(
      'POST',
      'sms/send',
      { subscriberID: sub.publicId, templateId: template.id },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toMatchObject({ eventId: 'SMS_TEMPLATE_NEEDS_EVENT' });
    expect(await smsRowsOf(t, sub.userId)).toHaveLength(0);
  });

  it('are changed and removed by staff who send texts, and by nobody else', async () => {
    const { template } = (await addTemplate(GREETING)).json<SmsTemplateResponse>();
    const coach = await person(t, 'coach');
    expect((await addTemplate(GREETING, coach.token)).statusCode).toBe(403);
    expect(
      (await t.api('DELETE', `sms/templates/${template.id}`, undefined, { token: coach.token })).statusCode,
    ).toBe(403);
    const changed = await t.api(
      'PUT',
      `sms/templates/${template.id}`,
      { ...GREETING, name: 'Welcome' },
      { token: admin.token },
    );
    expect(changed.json<SmsTemplateResponse>().template.name).toBe('Welcome');
    expect(
      (await t.api('DELETE', `sms/templates/${template.id}`, undefined, { token: admin.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.api('DELETE', `sms/templates/${template.id}`, undefined, { token: admin.token })).statusCode,
    ).toBe(404);
  });

  it('send text or a template, not both', async () => {
    const sub = await person(t, 'subscriber');
    for (const body of [
      { subscriberID: sub.publicId },
      { subscriberID: sub.publicId, text: 'x', templateId: 1 },
    ]) {
      expect((await t.api('POST', 'sms/send', body, { token: admin.token })).statusCode).toBe(400);
    }
  });
});

import { expect, test } from '@playwright/test';
import { DEFAULT_PREFERENCES } from '@fieldhouse/contract';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiSignIn,
  apiGet,
  apiPost,
  apiStaffMember,
  expectAccessible,
  smsStatusSignature,
  useSession,
  xsrfHeader,
} from './fixtures.ts';

test('staff send a template to a subscriber in Arabic, see its segments, see it in the log, and a signed status callback marks it delivered', async ({
  page,
  request,
}) => {
  // Four people made through the API, and axe twice on a long page.
  test.slow();
  const staff = await apiStaffMember(request, 'admin');
  const token = String(staff.session.token);
  const { person, session } = await apiActiveSubscriber(request);
  // The subscriber reads the console in Arabic: texts reach them in Arabic.
  const prefs = await request.put('/api/v1/preferences', {
    data: { ...DEFAULT_PREFERENCES, language: 'ar', direction: 'rtl' },
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(session.token)}` },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  const name = `Training ${Date.now()}`;
  await apiPost(request, 'sms/templates', token, {
    name,
    textEn: 'Hello {firstName}, training is at 18:00',
    textAr: 'مرحبًا {firstName}، التدريب الساعة 18:00',
  });

  await useSession(page, staff.session);
  await page.goto('/sms/outbox');
  await page.getByRole('combobox', { name: 'Recipient' }).fill(person.full_name);
  await page.getByRole('option', { name: new RegExp(person.full_name) }).click();
  await page.locator('label[for$="-template"]').click();
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name }).click();
  // The Arabic words are UCS-2: 70 characters a segment.
  const arabic = page.locator('[lang="ar"]').filter({ hasText: 'مرحبًا' });
  await expect(arabic.getByTestId('segment-counter')).toContainText(
    'of 70 characters · segments: 1 · Unicode (UCS-2)',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent.' })).toBeVisible();

  const log = page.getByRole('table', { name: 'Texts sent' });
  const words = `مرحبًا ${person.full_name.split(' ')[0]}، التدريب الساعة 18:00`;
  const row = log.getByRole('row').filter({ hasText: person.full_name }).filter({ hasText: words });
  await expect(row).toContainText('Stored');

  const { items } = (await apiGet(request, `sms/log?q=${encodeURIComponent(person.mobile)}`, token)) as {
    items: { id: number }[];
  };
  const body = JSON.stringify({ reference: String(items[0]!.id), status: 'delivered', messageId: 'prov-1' });
  const res = await request.post('/api/v1/sms/status', {
    data: body,
    headers: { 'content-type': 'application/json', 'fieldhouse-signature': smsStatusSignature(body) },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.reload();
  await expect(row).toContainText('Delivered');
  await expectAccessible(page);
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the log words a failure of the system’s own in the reader’s language, and shows a provider’s as it came`, async ({
    page,
  }) => {
    await answerPreferences(page, { language, direction: language === 'ar' ? 'rtl' : 'ltr' });
    await useSession(page, await apiSignIn(page.request, 'admin'));
    // The demo's two failed texts: the provider did not answer (SMS_NO_ANSWER), and refused the number.
    await page.goto('/sms/outbox?status=failed');
    const log = page.getByRole('table');
    const ours = log.getByRole('row').filter({ hasText: 'your place at Saturday training is confirmed' });
    await expect(ours).toContainText(
      language === 'ar'
        ? 'لم يُجب مزوّد الرسائل النصية في الوقت المحدد.'
        : 'The SMS provider did not answer in time.',
    );
    await expect(ours).not.toContainText('SMS_NO_ANSWER');
    const theirs = log.getByRole('row').filter({ hasText: 'the pitches are closed today' });
    await expect(theirs).toContainText('The provider refused the number (unreachable).');
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the text templates page passes axe: ${colorScheme}`, async ({ page, request }) => {
    const staff = await apiStaffMember(request, 'admin');
    const name = `Kit ready ${Date.now()}`;
    await apiPost(request, 'sms/templates', String(staff.session.token), {
      name,
      textEn: 'Hi {firstName}, your kit is ready',
      textAr: 'مرحبًا {firstName}، زيّك جاهز',
    });
    await answerPreferences(page, { colorScheme });
    await useSession(page, staff.session);
    await page.goto('/sms/templates');
    await expect(page.getByRole('heading', { name: 'Text templates', level: 1 })).toBeVisible();
    const template = page.getByRole('article', { name });
    await expect(template).toBeVisible();
    await expectAccessible(page);
    // The form changing it, its words in both languages.
    await template.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('heading', { name: 'Change the template' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Arabic' })).toHaveValue('مرحبًا {firstName}، زيّك جاهز');
    await expectAccessible(page);
  });
}

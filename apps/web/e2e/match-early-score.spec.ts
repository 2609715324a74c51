import { expect, test, type Page } from '@playwright/test';
import { answerPreferences, apiPost, apiStaffMember, useSession, xsrfHeader } from './fixtures.ts';
import { apiTournament } from './match-fixtures.ts';
import { openScore } from './match-pages.ts';

const DAY_MS = 86_400_000;

/** The score log of a fixture, opened from its row's menu (words of the page's language). */
async function openLog(page: Page, name: string, words: { more: string; log: string; title: string }) {
  const row = page.getByRole('listitem', { name, exact: true });
  await row.getByRole('button', { name: `${words.more} ${name}` }).click();
  await page.getByRole('menuitem', { name: words.log }).click();
  const dialog = page.getByRole('dialog', { name: `${words.title} ${name}` });
  return dialog.getByRole('list').getByRole('listitem');
}

test('a result entered before kick-off is asked about, then logged as early; a walkover and a postponement are worded, in English and Arabic', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // A staff member and a tournament with four matches are made first.
  const staff = await apiStaffMember(request, 'admin');
  const token = String(staff.session.token);
  const stamp = String(Date.now()).slice(-8);
  const { event, entrants } = await apiTournament(request, token, {
    title: `Winter cup ${stamp}`,
    entrants: ['Ash', 'Birch', 'Cedar', 'Elm'],
  });
  const id = (name: string) => entrants.find((e) => e.name === name)?.id;
  const ahead = new Date(Date.now() + 16 * DAY_MS);
  ahead.setUTCHours(12, 0, 0, 0);
  const add = async (home: string, away: string, kickoffAt: Date) =>
    (
      (await apiPost(request, `events/${event.id}/matches`, token, {
        homeId: id(home),
        awayId: id(away),
        round: 1,
        venueId: null,
        kickoffAt: kickoffAt.toISOString(),
      })) as { match: { id: number } }
    ).match.id;
  await add('Ash', 'Birch', ahead);
  await add('Cedar', 'Elm', ahead);
  const played = await add('Ash', 'Cedar', new Date(Date.now() - 2 * DAY_MS));
  const postponed = await add('Birch', 'Elm', ahead);
  await apiPost(request, `matches/${played}/score`, token, { result: 'walkover', winner: 'home' });
  const moved = await request.patch(`/api/v1/matches/${postponed}`, {
    data: { status: 'postponed' },
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${token}` },
  });
  expect(moved.status()).toBe(200);
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/London',
  }).format(ahead);

  // English: the score is asked about, nothing moves until confirmed, and the log says it was early.
  await useSession(page, staff.session);
  await page.goto(`/match/${event.id}`);
  const early = await openScore(page, 'Ash', 'Birch');
  await early.dialog.getByRole('textbox', { name: 'Goals of Ash' }).fill('2');
  await early.dialog.getByRole('textbox', { name: 'Goals of Birch' }).fill('1');
  await early.dialog.getByRole('button', { name: 'Save the score' }).click();
  const question = early.dialog.getByRole('alert').filter({ hasText: 'Not played yet' });
  await expect(question).toContainText(`This match kicks off on`);
  await expect(question).toContainText(day);
  await expect(question).toContainText('Record the result anyway?');
  await expect(early.row).not.toContainText('2–1');
  await early.dialog.getByRole('button', { name: 'Record the result anyway' }).click();
  await expect(early.dialog).toBeHidden();
  await expect(early.row).toContainText('Ash2–1Birch');
  const english = { more: 'More for', log: 'Score log', title: 'Score log:' };
  const entries = await openLog(page, 'Ash v Birch', english);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(`2–1, entered by ${staff.person.full_name}`);
  await expect(entries.first()).toContainText('Entered before kick-off');
  await page.keyboard.press('Escape');
  const walkover = await openLog(page, 'Ash v Cedar', english);
  await expect(walkover.first()).toContainText(`3–0 (walkover), entered by ${staff.person.full_name}`);
  await expect(walkover.first()).not.toContainText('Entered before kick-off');
  await page.keyboard.press('Escape');
  const off = page.getByRole('listitem', { name: 'Birch v Elm', exact: true });
  await expect(off).toContainText('Postponed');
  await expect(off).toContainText('New time to be fixed');

  // Arabic: the same question, and the log's words, in the reader's language.
  const ar = await browser.newPage();
  await answerPreferences(ar, { language: 'ar' });
  await useSession(ar, staff.session);
  await ar.goto(`/match/${event.id}`);
  const name = 'Cedar ضد Elm';
  const row = ar.getByRole('listitem', { name, exact: true });
  await row.getByRole('button', { name: `إدخال نتيجة ${name}` }).click();
  const dialog = ar.getByRole('dialog', { name: `النتيجة: ${name}` });
  await dialog.getByRole('textbox', { name: 'أهداف Cedar' }).fill('1');
  await dialog.getByRole('button', { name: 'حفظ النتيجة' }).click();
  const asked = dialog.getByRole('alert').filter({ hasText: 'لم تُلعب بعد' });
  await expect(asked).toContainText('تنطلق هذه المباراة في');
  await expect(asked).toContainText('هل تسجّل النتيجة رغم ذلك؟');
  await dialog.getByRole('button', { name: 'سجّل النتيجة رغم ذلك' }).click();
  await expect(dialog).toBeHidden();
  const arabic = { more: 'المزيد لـ', log: 'سجل النتيجة', title: 'سجل النتيجة:' };
  const logged = await openLog(ar, name, arabic);
  await expect(logged.first()).toContainText('أُدخلت قبل انطلاق المباراة');
  await ar.keyboard.press('Escape');
  const awarded = await openLog(ar, 'Ash ضد Cedar', arabic);
  await expect(awarded.first()).toContainText('(انسحاب)');
  await expect(awarded.first()).not.toContainText('walkover');
  await ar.keyboard.press('Escape');
  const later = ar.getByRole('listitem', { name: 'Birch ضد Elm', exact: true });
  await expect(later).toContainText('مؤجلة');
  await expect(later).toContainText('الموعد الجديد لم يُحدَّد');
  await ar.close();
});

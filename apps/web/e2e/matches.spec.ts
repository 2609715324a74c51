import { expect, test } from '@playwright/test';
import { apiPost, apiStaffMember, useSession } from './fixtures.ts';
import { choose, enterScore, openScore } from './match-pages.ts';

const TEAMS = ['Ash', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel', 'Oak', 'Pine'];

test('staff make a tournament of eight, generate a double round-robin over 14 dates, enter results (one on a phone, one corrected) and read the table, head-to-head and lots included', async ({
  page,
  request,
}) => {
  test.slow(); // Eight teams, a preview of 56 matches and seven score entries.
  const staff = await apiStaffMember(request, 'admin');
  const token = staff.session.token ?? '';
  const stamp = String(Date.now()).slice(-8);
  const venues = [`North pitch ${stamp}`, `South pitch ${stamp}`];
  for (const name of venues) {
    await apiPost(request, 'master/venues', token, { name, address: '1 Park Road, Leeds', capacity: 200 });
  }
  await useSession(page, staff.session);

  // The tournament is an event of the kind Tournament, made from the matches area.
  await page.goto('/match');
  await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New tournament' }).click();
  await expect(page).toHaveURL(/\/event\/new\?kind=tournament$/);
  const title = `Summer league ${stamp}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByRole('combobox', { name: 'Kind', exact: true })).toHaveValue('Tournament');
  await choose(page, page, 'Time zone', 'Europe/London');
  // A season already played: results for matches still to come are asked about (match-early-score.spec.ts).
  await page.getByRole('textbox', { name: 'Starts', exact: true }).fill('2026-04-04T09:00');
  await page.getByRole('textbox', { name: 'Ends', exact: true }).fill('2026-07-04T18:00');
  await page.getByRole('button', { name: 'Save and open' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Fixtures and table' }).click();
  await expect(page).toHaveURL(/\/match\/\d+$/);
  await expect(page.getByText('No fixtures yet')).toBeVisible();

  // Eight one-off entries.
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/tab=teams/);
  await page.getByText('One-off name', { exact: true }).click();
  for (const team of TEAMS) {
    await page.getByRole('textbox', { name: 'Team name' }).fill(team);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `${team} is in the tournament.` })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: 'Teams in the tournament' }).getByRole('listitem')).toHaveCount(
    8,
  );

  // Double round-robin: 14 rounds of 4 matches, at 2 times on 2 venues. One date short first.
  await page.getByRole('tab', { name: 'Generate' }).click();
  await expect(page.getByText('Rounds needed: 7. Matches a round: 4.', { exact: false })).toBeVisible();
  await page.getByText('Double: home and away', { exact: true }).click();
  await expect(page.getByText('Rounds needed: 14. Matches a round: 4.', { exact: false })).toBeVisible();
  for (const time of ['10:00', '12:00']) {
    await page.getByLabel('A kick-off time').fill(time);
    await page.getByRole('button', { name: 'Add the time' }).click();
  }
  await expect(page.getByRole('list', { name: 'Kick-off times chosen' }).getByRole('listitem')).toHaveCount(
    2,
  );
  for (const venue of venues) await choose(page, page, 'Venues', venue);
  await page.getByLabel('First date').fill('2026-04-04');
  await expect(page.getByRole('textbox', { name: 'How many' })).toHaveValue('14');
  await page.getByRole('textbox', { name: 'How many' }).fill('13');
  await page.getByRole('button', { name: 'Add these dates' }).click();
  await expect(page.getByText('13 dates chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'One date for each round is needed' }),
  ).toBeVisible();
  // The fourteenth date on its own.
  await page.getByLabel('A date', { exact: true }).fill('2026-07-04');
  await page.getByRole('button', { name: 'Add the date' }).click();
  await expect(page.getByText('14 dates chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('56 matches in 14 rounds')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Rounds of the preview' });
  await expect(preview.getByRole('row')).toHaveCount(57);
  await expect(preview.getByRole('row').last()).toContainText('14');
  await page.getByRole('button', { name: 'Save fixtures' }).click();
  await expect(page.getByText('The fixtures are saved: 56 matches.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fixtures', selected: true })).toBeVisible();
  await expect(page.getByText('56 matches · 0 of 56 played', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Round 14 · Sat,? 4 Jul 2026$/, level: 3 })).toBeVisible();

  // Results, worked into the table by hand (win 3, draw 1):
  //   Ash 1–0 Birch · Birch 4–0 Cedar · Birch 3–0 Elm (on a phone) · Ash 1–1 Fir, corrected to 1–0
  //   Hazel v Oak: walkover to Hazel (3–0) · Pine 2–2 Cedar
  await enterScore(page, 'Ash', 'Birch', [1, 0]);
  await enterScore(page, 'Birch', 'Cedar', [4, 0]);
  await enterScore(page, 'Pine', 'Cedar', [2, 2]);
  await enterScore(page, 'Ash', 'Fir', [1, 1]);

  // A walkover: the side that turned up is given 3–0.
  const walkover = await openScore(page, 'Hazel', 'Oak');
  await walkover.dialog.getByText('Walkover', { exact: true }).click();
  await walkover.dialog.getByRole('button', { name: 'Save the score' }).click();
  await expect(walkover.dialog.getByText('Choose the side that turned up')).toBeVisible();
  await walkover.dialog.getByRole('radio', { name: 'Hazel wins 3–0' }).check();
  await walkover.dialog.getByRole('button', { name: 'Save the score' }).click();
  await expect(walkover.dialog).toBeHidden();
  await expect(walkover.row).toContainText('Walkover');
  await expect(walkover.row).toContainText('Hazel3–0Oak');

  // A correction: the dialog says what it corrects and shows the log; the log keeps both entries.
  const fix = await openScore(page, 'Ash', 'Fir', true);
  await expect(fix.dialog).toContainText('This corrects the result 1–1.');
  await expect(fix.dialog.getByRole('list', { name: 'Score entries, oldest first' })).toContainText(
    `1–1, entered by ${staff.person.full_name}`,
  );
  await fix.dialog.getByRole('button', { name: 'One goal fewer for Fir' }).click();
  await fix.dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Late goal ruled offside');
  await fix.dialog.getByRole('button', { name: 'Save the score' }).click();
  await expect(fix.dialog).toBeHidden();
  await expect(fix.row).toContainText('Ash1–0Fir');
  await fix.row.getByRole('button', { name: 'More for Ash v Fir' }).click();
  await page.getByRole('menuitem', { name: 'Score log' }).click();
  const log = page.getByRole('dialog', { name: 'Score log: Ash v Fir' });
  const entries = log.getByRole('list', { name: 'Score entries, oldest first' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText(`1–1 → 1–0, by ${staff.person.full_name}`);
  await expect(entries.nth(1)).toContainText('Late goal ruled offside');
  await log.getByRole('button', { name: 'Close' }).last().click();

  // On a phone: the dialog fills the screen, the steppers are large, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await openScore(page, 'Birch', 'Elm');
  const more = phone.dialog.getByRole('button', { name: 'One goal more for Birch' });
  const size = await more.boundingBox();
  expect(size?.width).toBeGreaterThanOrEqual(44);
  expect((await phone.dialog.boundingBox())?.width).toBeGreaterThanOrEqual(389);
  for (let goal = 0; goal < 3; goal++) await more.click();
  await expect(phone.dialog.getByRole('textbox', { name: 'Goals of Birch' })).toHaveValue('3');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.dialog.getByRole('button', { name: 'Save the score' }).click();
  await expect(phone.dialog).toBeHidden();
  await expect(phone.row).toContainText('Birch3–0Elm');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The table, worked by hand:
  //   Ash    P2 W2 D0 L0 GF2 GA0 GD+2 6  } level on 6 points: Ash beat Birch, so head-to-head
  //   Birch  P3 W2 D0 L1 GF7 GA1 GD+6 6  } puts Ash first despite Birch's better goal difference
  //   Hazel  P1 W1 D0 L0 GF3 GA0 GD+3 3
  //   Pine   P1 W0 D1 L0 GF2 GA2 GD0  1  } level on 1 point and even head-to-head (2–2):
  //   Cedar  P2 W0 D1 L1 GF2 GA6 GD−4 1  } goal difference decides
  //   Fir    P1 W0 D0 L1 GF0 GA1 GD−1 0  } three on 0 points, who never met: goal difference puts
  //   Elm    P1 W0 D0 L1 GF0 GA3 GD−3 0  } Fir 6th; Elm and Oak are level on everything (GF 0,
  //   Oak    P1 W0 D0 L1 GF0 GA3 GD−3 0  } no wins): they share 7th until lots are drawn
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page).toHaveURL(/tab=table/);
  const table = page.getByRole('table', { name: 'Standings' });
  const expected = [
    ['1', 'Ash', '2', '2', '0', '0', '2', '0', '+2', '6'],
    ['2', 'Birch', '3', '2', '0', '1', '7', '1', '+6', '6'],
    ['3', 'Hazel', '1', '1', '0', '0', '3', '0', '+3', '3'],
    ['4', 'Pine', '1', '0', '1', '0', '2', '2', '0', '1'],
    ['5', 'Cedar', '2', '0', '1', '1', '2', '6', '−4', '1'],
    ['6', 'Fir', '1', '0', '0', '1', '0', '1', '−1', '0'],
    [/^=7/, 'Elm', '1', '0', '0', '1', '0', '3', '−3', '0'],
    [/^=7/, 'Oak', '1', '0', '0', '1', '0', '3', '−3', '0'],
  ];
  for (const [i, cells] of expected.entries()) {
    await expect(
      table
        .getByRole('row')
        .nth(i + 1)
        .getByRole('cell'),
    ).toHaveText(cells);
  }
  await expect(page.getByText('= level on every tie-breaker')).toBeVisible();

  // Only lots separate Elm and Oak: recorded, Oak (lot 1) goes seventh and Elm eighth.
  await expect(page.getByText('Only a drawing of lots separates these teams')).toBeVisible();
  await choose(page, page, 'Lot of Elm', '2', false);
  await choose(page, page, 'Lot of Oak', '1', false);
  await page.getByRole('button', { name: 'Record the lots' }).click();
  await expect(page.getByText('Only a drawing of lots separates these teams')).toBeHidden();
  await expect(table.getByRole('row').nth(7).getByRole('cell')).toHaveText([
    '7',
    'Oak',
    '1',
    '0',
    '0',
    '1',
    '0',
    '3',
    '−3',
    '0',
  ]);
  await expect(table.getByRole('row').nth(8).getByRole('cell').first()).toHaveText('8');
  await expect(page.getByText('= level on every tie-breaker')).toBeHidden();
});

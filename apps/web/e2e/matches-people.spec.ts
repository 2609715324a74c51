import { expect, test } from '@playwright/test';
import { apiFamily, apiPost, apiStaffMember, lettersOf, useSession, xsrfHeader } from './fixtures.ts';
import { apiRoleHolder, apiTeam, apiTournament, apiVenue } from './match-fixtures.ts';
import { choose, enterScore } from './match-pages.ts';

test("a parent's child on a team sees its fixture under My fixtures, and the parent makes a calendar address that answers text/calendar", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // A family, a staff member and a team are made first.
  const stamp = String(Date.now()).slice(-8);
  const child = `Robin Keeper-${lettersOf(Number(stamp))}`;
  const { parent, child: kid } = await apiFamily(request, { full_name: child });
  const staff = await apiStaffMember(request, 'admin');
  const token = String(staff.session.token);
  const teamName = `Kestrels ${stamp}`;
  const teamId = await apiTeam(request, token, teamName);

  // Staff put the child on the team from the master data's Players dialog.
  const staffPage = await browser.newPage();
  await useSession(staffPage, staff.session);
  await staffPage.goto(`/master?kind=teams&q=${encodeURIComponent(teamName)}`);
  await staffPage.getByRole('button', { name: `Actions for ${teamName}` }).click();
  await staffPage.getByRole('menuitem', { name: 'Players' }).click();
  const players = staffPage.getByRole('dialog', { name: `Players of ${teamName}` });
  await players.getByRole('textbox', { name: 'User name' }).fill(`nobody-${stamp}`);
  await players.getByRole('button', { name: 'Add' }).click();
  await expect(players.getByText('Only active subscribers play in a team')).toBeVisible();
  await players.getByRole('textbox', { name: 'User name' }).fill(String(kid.person.user_name));
  await players.getByRole('button', { name: 'Add' }).click();
  await expect(players.getByRole('list', { name: `Players of ${teamName}` })).toContainText(child);
  await staffPage.close();

  // A tournament the team is entered in, with one fixture a week from now.
  const { event: cup, entrants } = await apiTournament(request, token, {
    title: `County cup ${stamp}`,
    entrants: [teamId, `Visitors ${stamp}`],
  });
  const [home, away] = [entrants.find((e) => e.teamId === teamId), entrants.find((e) => e.teamId === null)];
  const kickoff = new Date(Date.now() + 8 * 86_400_000);
  const { match } = (await apiPost(request, `events/${cup.id}/matches`, token, {
    homeId: home?.id,
    awayId: away?.id,
    round: 1,
    venueId: null,
    kickoffAt: kickoff.toISOString(),
  })) as { match: { id: number } };

  await useSession(page, parent.session);
  await page.goto('/my/fixtures');
  await expect(page.getByRole('heading', { name: 'My fixtures', level: 1 })).toBeVisible();
  const fixture = page
    .getByRole('region', { name: 'Coming up' })
    .getByRole('listitem', { name: `${teamName} v Visitors ${stamp}` });
  await expect(fixture).toContainText(`Playing: ${child}`);
  await expect(fixture).toContainText(cup.title);

  // A calendar address, shown once, that a phone's calendar reads as iCalendar.
  const calendar = page.getByRole('region', { name: 'Calendar on your phone' });
  await calendar.getByRole('button', { name: 'Make a calendar address' }).click();
  const address = calendar.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/[\w-]{43}\.ics$/);
  await expect(
    calendar.getByText('Copy it now: it is shown only this once.', { exact: false }),
  ).toBeVisible();
  const path = new URL(await address.inputValue()).pathname;
  const feed = await request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${teamName} v Visitors ${stamp}`);

  // Later, only since when it exists; stopped, the address no longer answers.
  await page.reload();
  await expect(calendar.getByText('You have a calendar address, made', { exact: false })).toBeVisible();
  await expect(address).toHaveCount(0);
  await calendar.getByRole('button', { name: 'Stop the address' }).click();
  await page
    .getByRole('dialog', { name: 'Stop your calendar address?' })
    .getByRole('button', { name: 'Stop the address' })
    .click();
  await expect(calendar.getByText('The calendar address is stopped.')).toBeVisible();
  expect((await request.get(path)).status()).toBe(404);

  // The fixture moves: the parent is told, and the news opens My fixtures.
  const moved = await request.patch(`/api/v1/matches/${match.id}`, {
    data: { status: 'postponed' },
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(token)}` },
  });
  expect(moved.status()).toBe(200);
  await page.goto('/notifications');
  await page
    .getByRole('button', { name: new RegExp(`${teamName} v Visitors ${stamp} is now postponed`) })
    .click();
  await expect(page).toHaveURL(/\/my\/fixtures$/);
  await expect(fixture).toContainText('Postponed');
});

test('a coach opens a tournament their team was entered in and enters the result of its match, and only of its match', async ({
  page,
  request,
}) => {
  test.slow(); // A coach, three teams and a tournament with its fixtures are made first.
  const stamp = String(Date.now()).slice(-8);
  const admin = await apiStaffMember(request, 'admin');
  const token = String(admin.session.token);
  const coach = await apiStaffMember(request, 'coach');
  const [lions, tigers, bears] = ['Lions', 'Tigers', 'Bears'].map((name) => `${name} ${stamp}`);
  const teams = [
    await apiTeam(request, token, lions!, [], [String(coach.session.subscriberID)]),
    await apiTeam(request, token, tigers!),
    await apiTeam(request, token, bears!),
  ];
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const { event, matches } = await apiTournament(request, token, {
    title: `Spring cup ${stamp}`,
    entrants: teams,
    venueId: await apiVenue(request, token, `Meadow ${stamp}`),
    // Days already past: the coach's result is taken without asking to confirm an early one.
    dates: [day(-5), day(-4), day(-3)],
  });
  const ours = matches.find((m) => [m.home.name, m.away.name].includes(lions!))!;
  const others = matches.find((m) => ![m.home.name, m.away.name].includes(lions!))!;

  // The tournament is listed for the coach, and opens.
  await useSession(page, coach.session);
  await page.goto('/match');
  await page.getByRole('link', { name: event.title }).click();
  await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
  // Their team's match takes a score; the other teams' match, and the whole tournament, are not theirs.
  const name = (m: { home: { name: string }; away: { name: string } }) => `${m.home.name} v ${m.away.name}`;
  const othersRow = page.getByRole('listitem', { name: name(others), exact: true });
  await expect(othersRow).toBeVisible();
  await expect(othersRow.getByRole('button', { name: /score/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  await enterScore(page, ours.home.name, ours.away.name, [2, 1]);
  await page.getByRole('tab', { name: 'Table' }).click();
  const table = page.getByRole('table', { name: 'Standings' });
  await expect(table.getByRole('row').nth(1)).toContainText(ours.home.name);
});

test('a staff member whose role holds only match actions opens Matches, a tournament their team plays in, and its forms', async ({
  page,
  request,
}) => {
  test.slow(); // A role, its holder, two teams, two venues and a tournament with fixtures are made first.
  const stamp = String(Date.now()).slice(-8);
  const token = String((await apiStaffMember(request, 'admin')).session.token);
  // No events area: the role grants the match actions alone.
  const runner = await apiRoleHolder(request, `Match runners ${stamp}`, ['match.view', 'match.edit']);
  const [owls, hawks] = ['Owls', 'Hawks'].map((name) => `${name} ${stamp}`);
  const teams = [
    await apiTeam(request, token, owls!, [], [String(runner.session.subscriberID)]),
    await apiTeam(request, token, hawks!),
  ];
  const orchard = `Orchard ${stamp}`;
  await apiVenue(request, token, orchard);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const { event, matches } = await apiTournament(request, token, {
    title: `Summer cup ${stamp}`,
    entrants: teams,
    venueId: await apiVenue(request, token, `Meadow ${stamp}`),
    dates: [day(3)],
  });
  const name = `${matches[0]!.home.name} v ${matches[0]!.away.name}`;

  await useSession(page, runner.session);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Matches' })
    .click();
  await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'Tournaments' }).getByRole('link', { name: event.title }).click();
  await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Event details' })).toHaveCount(0);
  const row = page.getByRole('listitem', { name, exact: true });
  await row.getByRole('button', { name: `More for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Move, postpone or call off' }).click();
  // The venues come from the tournament's own choices: one no match uses yet is offered.
  const dialog = page.getByRole('dialog');
  await choose(dialog, page, 'Venue', orchard);
  await expect(dialog.getByRole('combobox', { name: 'Venue', exact: true })).toHaveValue(orchard);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page.getByRole('table', { name: 'Standings' })).toContainText(owls!);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

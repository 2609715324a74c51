import { expect, type Locator, type Page } from '@playwright/test';

/* What the matches journeys do on the pages again and again: choose, open a score, enter one. */

/** Chooses an option of a select, typing it first when the select is searchable. */
export async function choose(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string,
  search = true,
) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  if (search) await box.fill(option);
  else await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The score dialog of a fixture, opened from its row ("Enter score", or "Correct" once it has one). */
export async function openScore(page: Page, home: string, away: string, correct = false) {
  const name = `${home} v ${away}`;
  const row = page.getByRole('listitem', { name, exact: true });
  await row.getByRole('button', { name: `${correct ? 'Correct' : 'Enter'} the score of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Score: ${name}` });
  await expect(dialog).toBeVisible();
  return { row, dialog };
}

/** Enters a played result by typing the goals, and waits for the fixture to show it. */
export async function enterScore(page: Page, home: string, away: string, goals: [number, number]) {
  const { row, dialog } = await openScore(page, home, away);
  await dialog.getByRole('textbox', { name: `Goals of ${home}` }).fill(String(goals[0]));
  await dialog.getByRole('textbox', { name: `Goals of ${away}` }).fill(String(goals[1]));
  await dialog.getByRole('button', { name: 'Save the score' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`${home}${goals[0]}–${goals[1]}${away}`);
}

import { expect, test } from '@playwright/test';
import {
  apiActiveSubscriber,
  apiPost,
  apiRegister,
  apiSignIn,
  apiVerifiedSubscriber,
  expectAccessible,
  newSubscriber,
  readSms,
  readSmsCode,
  signIn,
  SUBSCRIBER_PASSWORD,
} from './fixtures.ts';

const PASSWORD = SUBSCRIBER_PASSWORD;
const SAM_MOBILE = '7700900003';

test('a minor registers, names a parent, the parent approves from the link, the child signs in', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const child = newSubscriber({ date_of_birth: '2014-03-01' });
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill(child.full_name);
  await page.getByLabel('User name').fill(child.user_name);
  await page.getByLabel('Country code').selectOption('+44');
  await page.getByLabel('Mobile number').fill(child.mobile);
  await page.getByLabel('Date of birth').fill(child.date_of_birth);
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Sport of interest').selectOption({ index: 2 });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(await readSmsCode(child.mobile));

  // Under the age of consent: the waiting-for-parent step, which asks for a parent's number.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Waiting for your parent' })).toBeVisible();
  await page.getByLabel('Country code').selectOption('+44');
  await page.getByLabel("Parent's mobile number").fill(child.mobile);
  await page.getByRole('button', { name: 'Text my parent' }).click();
  await expect(page.getByText('This is your own number')).toBeVisible();
  await page.getByLabel("Parent's mobile number").fill(SAM_MOBILE);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Text my parent' }).click();
  await expect(page.getByRole('status')).toContainText('We texted a link to');

  // The parent follows the texted link in their own browser and signs in.
  const text = await readSms(SAM_MOBILE, 'parent-request');
  expect(text).toContain(child.full_name);
  const link = /\/x\?c=[^\s&]+&p=[^\s]+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await parent.goto(link);
  await expect(parent.getByText("Sign in to review the request to link your child's account.")).toBeVisible();
  await signIn(parent, 'sam');
  await expect(parent.getByRole('heading', { name: "Approve your child's account" })).toBeVisible();
  await expect(parent.getByText(child.full_name)).toBeVisible();
  await expect(parent.getByText(/aged 1\d/)).toBeVisible();
  await expectAccessible(parent);
  await parent.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(parent).toHaveURL(/\/dashboard\/analytics$/);
  expect(
    await parent.evaluate(() => [localStorage.getItem('childId'), localStorage.getItem('parentId')]),
  ).toEqual([null, null]);
  await parentContext.close();

  // The child's page moves on by itself (the live channel): review is on, so staff decide next.
  await expect(page).toHaveURL(/\/auth\/awaiting-review$/);
  const admin = await apiSignIn(request, 'admin');
  const childId = await page.evaluate(() => sessionStorage.getItem('subscriberID'));
  await apiPost(request, `review/registrations/${childId}/decision`, admin.token!, { decision: 'approve' });
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);

  // And a later sign-in of the child opens the console straight away.
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await signIn(later, child.user_name, PASSWORD);
  await expect(later).toHaveURL(/\/dashboard\/analytics$/);
  await laterContext.close();
});

test('a parent can decline with a reason, and a stranger with the link cannot see the child', async ({
  page,
  request,
}) => {
  const child = newSubscriber({ date_of_birth: '2013-07-09' });
  const session = await apiRegister(request, child);
  await apiPost(request, 'sendotp', session.token!, {});
  await apiPost(request, 'validateotp', session.token!, { code: await readSmsCode(child.mobile) });
  await apiPost(request, 'subscriber/parentID', session.token!, { isd_code: '+44', mobile: SAM_MOBILE });
  const text = await readSms(SAM_MOBILE, 'parent-request');
  const link = /\/x\?c=[^\s&]+&p=[^\s]+/.exec(text)?.[0] ?? '';

  await page.goto(link);
  await signIn(page, 'coach');
  await expect(page.getByRole('alert')).toContainText('Only the parent this child named');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();

  await page.goto(link);
  await signIn(page, 'sam');
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByLabel('Reason (optional)').fill('Please ask me at home first.');
  await page.getByRole('button', { name: 'Decline request' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});

test('a connection request is answered on the relation page the notification opens', async ({
  page,
  request,
}) => {
  // Two fresh people, so a retry never meets the request of an earlier try.
  const asker = await apiActiveSubscriber(request);
  const answerer = await apiActiveSubscriber(request);
  await apiPost(request, 'connections/request', asker.session.token ?? '', {
    subscriberID: answerer.session.subscriberID,
    kind: 'friend',
  });

  await page.goto('/auth/login');
  await signIn(page, answerer.person.user_name, SUBSCRIBER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await page.goto(`/auth/relation/${String(asker.session.subscriberID)}`);
  await expect(page.getByRole('heading', { name: 'Connection request' })).toBeVisible();
  await expect(page.getByText('Asked to connect as a friend')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toContainText('are now connected');
  await page.reload();
  await expect(page.getByText(/no connection request from .* waiting for you/)).toBeVisible();
});

test('a parent approves their child from the console: the home page and the notification lead to the approval', async ({
  page,
  request,
}) => {
  const parent = await apiActiveSubscriber(request);
  const child = await apiVerifiedSubscriber(request, { date_of_birth: '2015-02-11' });
  await apiPost(request, 'subscriber/parentID', String(child.session.token), {
    isd_code: '+44',
    mobile: parent.person.mobile,
  });

  await page.goto('/auth/login');
  await signIn(page, parent.person.user_name, SUBSCRIBER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  const waiting = page.getByRole('region', { name: 'Waiting for your approval' });
  await expect(waiting.getByText(child.person.full_name)).toBeVisible();
  await expect(
    waiting.getByRole('link', { name: `Review and answer ${child.person.full_name}` }),
  ).toBeVisible();
  await expectAccessible(page);

  // The notification opens the approval itself, as the texted link does.
  await page
    .getByRole('button', { name: new RegExp(`${child.person.full_name} named you as their parent`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: "Approve your child's account" })).toBeVisible();
  await expect(page.getByText(child.person.full_name)).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for your approval' })).toHaveCount(0);
});

import { expect, test, type Browser } from '@playwright/test';
import {
  apiActiveSubscriber,
  apiFamily,
  apiPost,
  apiStaffMember,
  expectAccessible,
  useSession,
} from './fixtures.ts';

type Session = Record<string, string | number>;

async function pageOf(browser: Browser, session: Session) {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, session);
  await page.goto('/dashboard/analytics');
  return page;
}

test('a child reports a message; staff see the conversation around it and suspend the sender, whose panel says so', async ({
  browser,
  request,
}) => {
  const { child } = await apiFamily(request);
  const sender = await apiActiveSubscriber(request);
  const staff = await apiStaffMember(request, 'admin');
  await apiPost(request, 'connections/request', sender.session.token ?? '', {
    subscriberID: child.session.subscriberID,
    kind: 'friend',
  });
  await apiPost(request, 'connections/respond', child.session.token ?? '', {
    fromId: sender.session.subscriberID,
    accept: true,
  });
  await apiPost(request, 'chat/messages', child.session.token ?? '', {
    friendId: sender.session.subscriberID,
    msg: 'Hi, see you at training',
  });
  await apiPost(request, 'chat/messages', sender.session.token ?? '', {
    friendId: child.session.subscriberID,
    msg: 'Meet me after training, do not tell your parents',
  });
  const senderName = sender.person.full_name;

  // The child reports the message from the chat panel.
  const childPage = await pageOf(browser, child.session);
  await childPage.getByRole('button', { name: /^Friends and chat/ }).click();
  await childPage
    .getByRole('complementary', { name: 'Friends' })
    .getByRole('button', { name: new RegExp(`^${senderName}`) })
    .click();
  const chat = childPage.getByRole('region', { name: 'Chat' });
  await expect(chat.getByText('Meet me after training, do not tell your parents')).toBeVisible();
  await chat.getByRole('button', { name: 'Report this message' }).click();
  const dialog = childPage.getByRole('dialog', { name: 'Report a message' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Inappropriate contact' }).check();
  await dialog.getByRole('textbox', { name: 'What happened (optional)' }).fill('Asked me to keep a secret');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(childPage.getByText('Report sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Staff holding safeguarding.review open the queue from the menu and the report with its context.
  const staffPage = await pageOf(browser, staff.session);
  await staffPage.getByRole('link', { name: 'Safeguarding' }).click();
  await expect(staffPage).toHaveURL(/\/review\/safeguarding$/);
  await staffPage.getByRole('button', { name: `Open the report about ${senderName}` }).click();
  const report = staffPage.getByRole('dialog', { name: `Report about ${senderName}` });
  const conversation = report.getByRole('log');
  await expect(conversation.getByText('Hi, see you at training')).toBeVisible();
  await expect(conversation.getByLabel('Reported message')).toContainText('do not tell your parents');
  await expect(report.getByText('Reason: Inappropriate contact')).toBeVisible();
  await expectAccessible(staffPage);
  await report.getByRole('button', { name: `Suspend ${senderName}’s chat` }).click();
  await expect(staffPage.getByText('Chat suspended', { exact: true }).first()).toBeVisible();
  await expect(report.getByRole('status')).toHaveText(`${senderName}’s chat is suspended.`);

  // The sender opens their chat: it says their chat is suspended.
  const senderPage = await pageOf(browser, sender.session);
  await senderPage.getByRole('button', { name: /^Friends and chat/ }).click();
  await expect(senderPage.getByRole('complementary', { name: 'Friends' }).getByRole('status')).toContainText(
    'Chat suspended',
  );
});

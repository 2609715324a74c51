import {
  dayInZone,
  dayText,
  hourInZone,
  moneyText,
  notificationContent,
  REMINDER_HOUR,
  REMINDER_INTERVAL_DAYS,
  REMINDER_TEXTS,
  textFor,
} from '@fieldhouse/contract';
import { defineJob } from '../../platform/jobs/types.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Deps } from '../../platform/request-context.ts';
import { languageOf } from '../preferences/index.ts';
import { organisationSettings } from '../settings/index.ts';
import { claimReminder, remindable, type Remindable } from './reminders.repository.ts';

export const REMINDER_JOB = 'payment.overdue-reminders';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Invoices read per query; the run goes on until none is left. */
const BATCH = 200;

/**
 * Tells the payer of an invoice that is overdue, by a notification and a text in their language.
 * The claim and the notification commit together; the text goes after the commit.
 */
async function remind(deps: Deps, invoice: Remindable, now: number, sentBefore: number) {
  const language = await languageOf(deps, invoice.payer_id);
  const facts = {
    invoice: invoice.number,
    amount: moneyText(invoice.balance_minor, invoice.currency, language),
    due: dayText(invoice.due_on, language),
  };
  const claimed = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimReminder(trx, invoice.id, now, sentBefore))) return false;
    await createNotification(trx, deps.live, {
      userId: invoice.payer_id,
      // The staff member who issued it, in whose name the club asks; the payer's own otherwise.
      fromUserId: invoice.created_by ?? invoice.payer_id,
      content: notificationContent('payment-overdue', facts),
    });
    return true;
  });
  if (claimed && invoice.mobile_e164) {
    await deps.sms.send(
      {
        to: invoice.mobile_e164,
        text: textFor(language, REMINDER_TEXTS, facts),
        kind: 'notice',
        userId: invoice.payer_id,
      },
      { startedBy: null },
    );
  }
  return claimed;
}

/**
 * Every morning on the organisation's clocks (the run at the top of each hour acts only in its
 * REMINDER_HOUR), each overdue invoice's payer is reminded, at most once in REMINDER_INTERVAL_DAYS.
 * A week counts in mornings: the reminder a week later goes in the same morning hour even if that
 * run starts a few minutes earlier than the last. Safe with two processes running it at once: each
 * reminder is claimed by one statement.
 */
export function createReminderJob(deps: Deps) {
  return defineJob({
    kind: REMINDER_JOB,
    area: 'payment',
    // The system's own (scheduled): the Super Admin's alone to watch.
    managedBy: null,
    retry: { limit: 2, backoffMs: 60_000 },
    maxRunMs: 30 * 60_000,
    // Two runs may overlap (a late one, another process's): the claims keep them apart.
    concurrency: 2,
    schedule: { cron: '0 * * * *' },
    async run(ctx) {
      const now = Date.now();
      const { timeZone } = await organisationSettings(deps);
      if (hourInZone(now, timeZone) !== REMINDER_HOUR) return;
      const today = dayInZone(now, timeZone);
      // Sent before this morning's hour began, a week of mornings ago.
      const sentBefore = now - (REMINDER_INTERVAL_DAYS * DAY_MS - HOUR_MS);
      let afterId = 0;
      let sent = 0;
      for (;;) {
        if (ctx.signal.aborted) break;
        const page = await remindable(deps.db, { today, sentBefore, afterId, limit: BATCH });
        for (const invoice of page) if (await remind(deps, invoice, now, sentBefore)) sent += 1;
        if (page.length < BATCH) break;
        afterId = page.at(-1)!.id;
      }
      if (sent > 0) ctx.log.info({ sent }, 'payment reminders: overdue invoices reminded');
      await ctx.progress(sent, sent);
    },
  });
}

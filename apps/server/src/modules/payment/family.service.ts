import type { MyInvoiceResponse, MyPaymentsResponse } from '@fieldhouse/contract';
import { notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings } from '../settings/index.ts';
import { balanceOf, moneyOf, statusOf, toDetail, toSummary, today } from './invoice-view.ts';
import * as repo from './invoices.repository.ts';

/* A family's own side: the invoices for or paid by a person and the children they are the family parent of. */

/** The person and the children they are the family parent of. */
async function household(deps: Deps, userId: number) {
  return [userId, ...(await repo.familyChildren(deps.db, userId))];
}

/** `GET /profile/payments`. */
export async function myPayments(deps: Deps, userId: number): Promise<Omit<MyPaymentsResponse, 'status'>> {
  const rows = await repo.invoicesOf(deps.db, await household(deps, userId));
  const day = await today(deps);
  const moneyFor = await moneyOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const due = new Map<string, { currency: string; dueMinor: number; overdueMinor: number }>();
  for (const r of rows) {
    const owed = balanceOf(r);
    if (owed <= 0) continue;
    const sum = due.get(r.currency) ?? { currency: r.currency, dueMinor: 0, overdueMinor: 0 };
    sum.dueMinor += owed;
    if (statusOf(r, day) === 'overdue') sum.overdueMinor += owed;
    due.set(r.currency, sum);
  }
  return {
    invoices: rows.map((r) => ({ ...toSummary(r, day), ...moneyFor(r.id) })),
    due: [...due.values()],
  };
}

/** `GET /profile/invoices/:number`: one of the household's, with the organisation's details; else 404. */
export async function myInvoice(
  deps: Deps,
  userId: number,
  number: string,
): Promise<Omit<MyInvoiceResponse, 'status'>> {
  const row = await repo.findInvoice(deps.db, number);
  const people = await household(deps, userId);
  if (!row || !(people.includes(row.subscriber_id) || people.includes(row.payer_id))) {
    throw notFound('There is no invoice with this number.');
  }
  const settings = await organisationSettings(deps);
  return {
    invoice: await toDetail(deps.db, row, await today(deps)),
    organisation: {
      name: settings.name,
      logo: settings.logo,
      address: settings.address,
      taxNumber: settings.taxNumber,
      currency: settings.currency,
    },
  };
}

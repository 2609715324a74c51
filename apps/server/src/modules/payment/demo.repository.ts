import { invoiceNumber, UserStatus } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { insertInvoice, takeInvoiceNumber } from './invoices.repository.ts';
import { insertPayment } from './money.repository.ts';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The demo's invoices, to three generated subscribers: one paid, one part-paid, one overdue. */
const DEMO_INVOICES = [
  { description: 'Monthly membership', unitMinor: 3500, dueIn: 14, paid: 3500, method: 'card' as const },
  {
    description: 'Holiday football camp kit',
    unitMinor: 4800,
    dueIn: 10,
    paid: 2000,
    method: 'cash' as const,
  },
  { description: 'Swimming lessons (10)', unitMinor: 9000, dueIn: -5, paid: 0, method: 'cash' as const },
];

/** A few invoices and payments in a demo database, in the club's currency, numbered from the counter. */
export async function seedPaymentDemo(db: Db, { createdBy, now }: { createdBy: number | null; now: number }) {
  const settings = await db
    .selectFrom('organisation_settings')
    .select('value')
    .where('id', '=', 1)
    .executeTakeFirst();
  const currency = (JSON.parse(settings?.value ?? '{}') as { currency?: string }).currency ?? 'GBP';
  const people = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.key', '=', 'subscriber')
    .where('users.status', '=', UserStatus.active)
    .where('users.user_name', 'like', '%.%.%')
    .orderBy('users.id', 'desc')
    .limit(DEMO_INVOICES.length)
    .execute();
  for (const [i, person] of people.entries()) {
    const demo = DEMO_INVOICES[i]!;
    await db.transaction().execute(async (trx) => {
      const number = invoiceNumber(await takeInvoiceNumber(trx));
      const id = await insertInvoice(
        trx,
        {
          number,
          subscriber_id: person.id,
          payer_id: person.id,
          origin: 'staff',
          currency,
          issued_on: day(now - 20 * DAY_MS),
          due_on: day(now + demo.dueIn * DAY_MS),
          subtotal_minor: demo.unitMinor,
          discount_kind: null,
          discount_value: null,
          discount_reason: null,
          discount_minor: 0,
          family_percent: null,
          family_key: null,
          total_minor: demo.unitMinor,
          created_by: createdBy,
          created_at: now - 20 * DAY_MS,
        },
        [
          {
            kind: 'item',
            description: demo.description,
            plan_id: null,
            period_start: null,
            event_id: null,
            quantity: 1,
            unit_minor: demo.unitMinor,
            amount_minor: demo.unitMinor,
          },
        ],
      );
      if (demo.paid > 0) {
        await insertPayment(trx, {
          invoice_id: id,
          method: demo.method,
          amount_minor: demo.paid,
          paid_on: day(now - 3 * DAY_MS),
          note: '',
          provider_payment_id: null,
          recorded_by: createdBy,
          created_at: now - 3 * DAY_MS,
        });
      }
    });
  }
}

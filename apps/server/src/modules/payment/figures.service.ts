import {
  BALANCE_EXPORT_COLUMNS,
  dayInZone,
  minorDigitsOf,
  type BalanceQuery,
  type BalanceRow as BalanceItem,
  type BalanceSort,
} from '@fieldhouse/contract';
import { auditBy, type AuditActor } from '../../platform/audit.ts';
import { csvStream, type CsvFile } from '../../platform/csv.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import type { Deps } from '../../platform/request-context.ts';
import { dayCell, sheetOf } from '../../platform/spreadsheet.ts';
import { languageOf } from '../preferences/index.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './figures.repository.ts';

/* Balances by payer: a page at a time, or all as CSV. */

type Settings = Awaited<ReturnType<typeof organisationSettings>>;

const toItem = (row: repo.BalanceRow, currency: string): BalanceItem => ({
  payer: { subscriberID: row.public_id, full_name: row.full_name },
  currency,
  balanceMinor: Number(row.balance_minor),
  overdueMinor: Number(row.overdue_minor),
  invoices: Number(row.invoices),
  oldestDueOn: row.oldest_due_on,
});

const boundaryOf = (sort: BalanceSort) => {
  const { column } = repo.sortOf(sort);
  return (row: repo.BalanceRow): [string | number, number] => [
    column === 'balance_minor' ? Number(row.balance_minor) : row[column],
    row.payer_id,
  ];
};

async function scope(deps: Deps, currency: string | undefined) {
  const settings: Settings = await organisationSettings(deps);
  return {
    currency: currency ?? settings.currency,
    today: dayInZone(Date.now(), settings.timeZone),
    settings,
  };
}

type Query = { sort: BalanceSort; currency?: string | undefined; cursor?: string | undefined; limit: number };

/** `GET /payment/balances`. */
export async function balances(deps: Deps, query: Query) {
  const { currency, today } = await scope(deps, query.currency);
  const after = decodeCursor(query.cursor, repo.sortOf(query.sort).numeric ? 'number' : 'string');
  const rows = await repo.balancePage(deps.db, {
    currency,
    today,
    sort: query.sort,
    after,
    limit: query.limit,
  });
  const { shown, nextCursor } = keysetPage(rows, query.limit, boundaryOf(query.sort));
  return { items: shown.map((row) => toItem(row, currency)), nextCursor, currency };
}
export type { BalanceQuery };

/** An amount in major units with a point, as a spreadsheet reads a number in any locale (12.50). */
const amountCell = (minor: number, currency: string) =>
  (minor / 10 ** minorDigitsOf(currency)).toFixed(minorDigitsOf(currency));

const EXPORT_BATCH = 500;

/**
 * `GET /payment/balances.csv`: every row of the list, in its order, read a page at a time; an
 * audited action (what people owe is personal).
 */
export async function balancesCsv(
  deps: Deps,
  actor: AuditActor,
  query: Omit<Query, 'cursor' | 'limit'>,
): Promise<CsvFile> {
  const { currency, today, settings } = await scope(deps, query.currency);
  const sheet = await sheetOf(await languageOf(deps, actor.auth.userId), settings.timeZone);
  const count = await repo.balanceCount(deps.db, currency, today);
  await auditBy(deps.db, actor, { action: 'payment-balances-export', facts: { currency, rows: count } });
  const boundary = boundaryOf(query.sort);
  async function* rows() {
    let after: { value: string | number; id: number } | null = null;
    do {
      const page = await repo.balancePage(deps.db, {
        currency,
        today,
        sort: query.sort,
        after,
        limit: EXPORT_BATCH,
      });
      const shown = page.slice(0, EXPORT_BATCH);
      for (const row of shown) {
        const item = toItem(row, currency);
        yield [
          item.payer.full_name,
          item.payer.subscriberID,
          currency,
          amountCell(item.balanceMinor, currency),
          amountCell(item.overdueMinor, currency),
          String(item.invoices),
          dayCell(item.oldestDueOn),
        ];
      }
      const last = page.length > EXPORT_BATCH ? shown.at(-1) : undefined;
      after = last ? (([value, id]) => ({ value, id }))(boundary(last)) : null;
    } while (after);
  }
  return {
    name: 'payment-balances',
    rows: { count, exact: true },
    csv: csvStream(
      BALANCE_EXPORT_COLUMNS.map((column) => sheet.words.balances[column]),
      rows(),
    ),
  };
}

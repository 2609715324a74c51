import type { Kpi, KpiCsvColumn, KpiPeriodQuery } from '@fieldhouse/contract';
import { csvStream, type CsvFile } from '../../platform/csv.ts';
import type { Deps } from '../../platform/request-context.ts';
import { sheetOf } from '../../platform/spreadsheet.ts';
import { languageOf } from '../preferences/index.ts';
import { answerOf } from './kpi-answers.ts';

/*
 * `GET kpi/:kpi/csv`: a KPI's table as its chart's screen-reader table shows it, worded in the
 * reader's language: a row per step of the chart, then the totals of the period and of the one
 * before; the cohort table a row per sign-up month with the share retained each month after.
 * Money is in the currency's major units (12.50), shares are fractions (0.75).
 */

type Cell = string | number | null;
const text = (value: Cell) => (value === null ? '' : String(value));

export async function kpiCsv(deps: Deps, userId: number, kpi: Kpi, query: KpiPeriodQuery): Promise<CsvFile> {
  const figures = await answerOf(deps, kpi, query);
  const sheet = await sheetOf(await languageOf(deps, userId), figures.period.timeZone);
  const words = sheet.words.kpi;
  const name = `kpi-${kpi}-${figures.period.from}-${figures.period.to}`;
  if (figures.kind === 'retention') {
    const { cohorts } = figures.answer;
    const longest = Math.max(0, ...cohorts.map((c) => c.retained.length));
    const headers = [
      words.headers.month,
      words.headers.size,
      ...Array.from({ length: longest }, (_, n) => words.monthsAfter.replace('{n}', String(n))),
    ];
    const rows = cohorts.map((c) => [c.month, String(c.size), ...c.retained.map((r) => text(r.share))]);
    return { name, rows: { count: rows.length, exact: true }, csv: csvStream(headers, listed(rows)) };
  }
  const { answer, money } = figures;
  const columns = Object.keys(answer.totals.current) as KpiCsvColumn[];
  const cell = (row: Record<string, Cell>, column: KpiCsvColumn) => {
    const value = row[column] ?? null;
    return typeof value === 'number' && money.has(column) ? figures.major(value) : text(value);
  };
  const line = (first: string, row: object) => [
    first,
    ...columns.map((c) => cell(row as Record<string, Cell>, c)),
  ];
  const rows = [
    ...answer.series.map((point) => line(point.start, point)),
    line(`${words.currentTotal} ${answer.period.from} – ${answer.period.to}`, answer.totals.current),
    line(
      `${words.previousTotal} ${answer.period.previousFrom} – ${answer.period.previousTo}`,
      answer.totals.previous,
    ),
  ];
  const headers = [words.headers.start, ...columns.map((c) => words.headers[c])];
  return { name, rows: { count: rows.length, exact: true }, csv: csvStream(headers, listed(rows)) };
}

async function* listed(rows: string[][]) {
  yield* rows;
}

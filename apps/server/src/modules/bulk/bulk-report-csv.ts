import type { CsvFile } from '../../platform/csv.ts';
import { csvStream } from '../../platform/csv.ts';
import type { Deps } from '../../platform/request-context.ts';
import { sheetOf } from '../../platform/spreadsheet.ts';
import type { Viewer } from '../jobs/index.ts';
import { languageOf } from '../preferences/index.ts';
import { organisationSettings } from '../settings/index.ts';
import { visibleChange } from './bulk-status.service.ts';
import * as repo from './bulk-status.repository.ts';

/**
 * `GET bulk/status/:id/report.csv`: everyone a change skipped or failed, with the reason, in the
 * reader's language (a failure's reason is the server's English message, as the console shows it).
 */
export async function bulkReportCsv(deps: Deps, viewer: Viewer, id: string): Promise<CsvFile> {
  await visibleChange(deps, viewer, id);
  const sheet = await sheetOf(
    await languageOf(deps, viewer.auth.userId),
    (await organisationSettings(deps)).timeZone,
  );
  const words = sheet.words.bulkReport;
  const rows = await repo.notDone(deps.db, id);
  const cells = rows.map((row) => {
    const outcome = row.outcome === 'failed' ? 'failed' : 'skipped';
    const reason = row.reason ?? '';
    return [
      row.full_name,
      row.public_id,
      words.outcomes[outcome],
      outcome === 'skipped' ? (words.reasons[reason as keyof typeof words.reasons] ?? reason) : reason,
    ];
  });
  const headers = words.headers;
  return {
    name: 'bulk-report',
    rows: { count: rows.length, exact: true },
    csv: csvStream(
      [headers.fullName, headers.subscriberID, headers.outcome, headers.reason],
      (async function* () {
        yield* cells;
      })(),
    ),
  };
}

import type { CsvFile } from '../../platform/csv.ts';
import { csvStream } from '../../platform/csv.ts';
import type { Deps } from '../../platform/request-context.ts';
import { sheetOf } from '../../platform/spreadsheet.ts';
import type { Viewer } from '../jobs/index.ts';
import { languageOf } from '../preferences/index.ts';
import { organisationSettings } from '../settings/index.ts';
import { visibleSend } from './bulk-text.service.ts';
import * as repo from './bulk-text.repository.ts';

/**
 * `GET bulk/text/:id/report.csv`: everyone a bulk text names, with what happened to their text
 * (sent, held for quiet hours, skipped and why, failed and the provider's error, or not reached),
 * in the reader's language.
 */
export async function bulkTextCsv(deps: Deps, viewer: Viewer, id: string): Promise<CsvFile> {
  await visibleSend(deps, viewer, id);
  const sheet = await sheetOf(
    await languageOf(deps, viewer.auth.userId),
    (await organisationSettings(deps)).timeZone,
  );
  const words = sheet.words.bulkTextReport;
  const rows = await repo.everyone(deps.db, id);
  const headers = words.headers;
  return {
    name: 'bulk-text-report',
    rows: { count: rows.length, exact: true },
    csv: csvStream(
      [headers.fullName, headers.subscriberID, headers.outcome, headers.reason],
      (async function* () {
        for (const row of rows) {
          const outcome = row.delivery_status === 'failed' ? 'failed' : (row.outcome ?? 'waiting');
          const reason =
            outcome === 'skipped'
              ? (words.reasons[row.reason as keyof typeof words.reasons] ?? row.reason ?? '')
              : outcome === 'failed'
                ? (row.error ?? '')
                : '';
          yield [row.full_name, row.public_id, words.outcomes[outcome], reason];
        }
      })(),
    ),
  };
}

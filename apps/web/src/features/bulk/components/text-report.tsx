import { BULK_TEXT_SKIP_REASONS, type JobListEntry } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { useBulkTextReport } from '../api/use-bulk-text.ts';
import { ReportLines } from './report-lines.tsx';

/** A bulk text's report: sent, held for quiet hours, skipped by reason, failed, and everyone's CSV. */
export function BulkTextReport({ job }: { job: JobListEntry }) {
  const { t } = useT();
  const csv = useDownload('GET /bulk/text/:id/report.csv', () => ({ params: { id: job.id } }));
  const data = useBulkTextReport(job).data;
  const report = data && {
    summary: t('bulk.jobs.report.textSummary', {
      sent: data.sent,
      held: data.held,
      skipped: data.skipped,
      failed: data.failed,
    }),
    reasons: BULK_TEXT_SKIP_REASONS.flatMap((reason) => {
      const count = data.skippedBy[reason];
      return count ? [t(`bulk.jobs.reason.${reason}`, { count })] : [];
    }),
    csv: { label: t('bulk.jobs.report.textCsv'), download: csv },
  };
  return <ReportLines report={report} />;
}

import { BULK_SKIP_REASONS, type JobListEntry } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { useBulkReport } from '../api/use-bulk.ts';
import { ReportLines } from './report-lines.tsx';

/** A bulk status change's report: what it changes, done/skipped/failed, the skips by reason, and the CSV of those left out. */
export function BulkReport({ job }: { job: JobListEntry }) {
  const { t } = useT();
  const csv = useDownload('GET /bulk/status/:id/report.csv', () => ({ params: { id: job.id } }));
  const data = useBulkReport(job).data;
  const report = data && {
    lead: t('bulk.jobs.report.change', { action: t(`bulk.status.action.${data.action}`) }),
    summary: t('bulk.jobs.report.summary', { done: data.done, skipped: data.skipped, failed: data.failed }),
    reasons: BULK_SKIP_REASONS.flatMap((reason) => {
      const count = data.skippedBy[reason];
      return count ? [t(`bulk.jobs.reason.${reason}`, { count })] : [];
    }),
    csv: data.skipped + data.failed > 0 ? { label: t('bulk.jobs.report.csv'), download: csv } : null,
  };
  return <ReportLines report={report} />;
}

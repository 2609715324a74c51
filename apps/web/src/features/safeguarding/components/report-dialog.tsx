import { Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReportSummary } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Modal } from '../../../ui/modal.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { useReportDetail } from '../api/use-safeguarding.ts';
import { OutcomeForm } from './outcome-form.tsx';
import { ReportContext } from './report-context.tsx';
import { SuspensionButton } from './suspension-button.tsx';

/** One report opened: who reported what, when and why, its context, suspending chat, the outcome. */
export function ReportDialog({ report, onClose }: { report: ReportSummary | null; onClose: () => void }) {
  const { t } = useT();
  const detail = useReportDetail(report?.id ?? null);
  const data = detail.data?.report;
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      size="lg"
      title={report ? t('safeguarding.detail.title', { name: report.subject.full_name }) : ''}
    >
      {detail.isPending && report && <Skeleton height={240} aria-label={t('safeguarding.detail.loading')} />}
      {detail.isError && (
        <QueryError
          title={t('safeguarding.detail.failed')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      )}
      {data && (
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="sm">
              {t('safeguarding.detail.reportedBy', {
                name: data.reporter.full_name,
                date: formatDateTime(data.created_at),
              })}
            </Text>
            <Text size="sm">
              {t('safeguarding.detail.reason', { reason: t(`report.reasons.${data.reason}`) })}
            </Text>
            {data.note && (
              <Text size="sm" dir="auto">
                {t('safeguarding.detail.note', { note: data.note })}
              </Text>
            )}
          </Stack>
          <ReportContext report={data} />
          <Divider />
          <Group justify="space-between">
            {data.subjectChatSuspended && (
              <Text size="sm" fw={500} role="status">
                {t('safeguarding.suspendedNow', { name: data.subject.full_name })}
              </Text>
            )}
            <SuspensionButton person={data.subject} suspended={data.subjectChatSuspended} />
          </Group>
          {data.status === 'open' ? (
            <OutcomeForm reportId={data.id} onDone={onClose} />
          ) : (
            <Text size="sm">
              {t('safeguarding.detail.closed', {
                outcome: data.outcome ? t(`safeguarding.outcome.values.${data.outcome}`) : '',
              })}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}

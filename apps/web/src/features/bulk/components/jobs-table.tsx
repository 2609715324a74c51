import { Badge, Button, Progress, Stack, Text } from '@mantine/core';
import type { JobListEntry, JobState } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { actionsColumn, DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { FailureReason } from '../../../ui/failure-reason.tsx';
import { TONES } from '../../../ui/tone.ts';
import { useCancelJob } from '../api/use-bulk.ts';
import { BulkReport } from './job-report.tsx';
import { BulkTextReport } from './text-report.tsx';

const STATE_TONE: Record<JobState, string> = {
  queued: TONES.warning,
  running: TONES.info,
  completed: TONES.success,
  failed: TONES.danger,
  cancelled: 'gray',
};

const KNOWN_KINDS = ['bulk.status', 'bulk.text', 'bulk.import', 'sms.send', 'chat.demo-reply'] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];
const isKnown = (kind: string): kind is KnownKind => (KNOWN_KINDS as readonly string[]).includes(kind);

/** A kind of job in the reader's words (a kind this console does not know yet reads as "Background job"). */
export const kindWords = (kind: string) =>
  i18n.t(isKnown(kind) ? `bulk.jobs.kind.${kind}` : 'bulk.jobs.kind.other');

function JobProgress({ job }: { job: JobListEntry }) {
  const { t } = useT();
  const kind = kindWords(job.kind);
  const value = job.total ? Math.round((job.done / job.total) * 100) : job.state === 'completed' ? 100 : 0;
  return (
    <Stack gap={4} miw={140}>
      {/* The section is the progress bar itself (role, value): it carries the name. */}
      <Progress.Root>
        <Progress.Section
          value={value}
          aria-label={t('bulk.jobs.progressLabel', { kind })}
          animated={job.state === 'running'}
        />
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {job.total === null
          ? t('bulk.jobs.progressUnknown', { done: job.done })
          : t('bulk.jobs.progress', { done: job.done, total: job.total })}
      </Text>
    </Stack>
  );
}

/** The jobs one may see: what, how far, who and when, the report, and cancel while it is unfinished. */
export function JobsTable({ items }: { items: JobListEntry[] }) {
  const { t } = useT();
  const cancel = useCancelJob();
  const columns: DataColumn<JobListEntry>[] = [
    { key: 'kind', header: t('bulk.jobs.column.kind'), phone: 'title', cell: (job) => kindWords(job.kind) },
    {
      key: 'state',
      header: t('bulk.jobs.column.state'),
      phone: 'aside',
      cell: (job) => (
        <Badge color={STATE_TONE[job.state]} variant="filled" radius="sm" tt="none" data-testid="job-state">
          {t(`bulk.jobs.state.${job.state}`)}
        </Badge>
      ),
    },
    {
      key: 'progress',
      header: t('bulk.jobs.column.progress'),
      phone: 'line',
      cell: (job) => <JobProgress job={job} />,
    },
    {
      key: 'startedBy',
      header: t('bulk.jobs.column.startedBy'),
      phone: 'labelled',
      cell: (job) => job.startedBy?.fullName ?? '',
    },
    {
      key: 'createdAt',
      header: t('bulk.jobs.column.createdAt'),
      nowrap: true,
      phone: 'labelled',
      cell: (job) => <bdi>{formatDateTime(job.createdAt)}</bdi>,
    },
    {
      key: 'report',
      header: t('bulk.jobs.column.report'),
      phone: 'line',
      cell: (job) => (
        <>
          {job.kind === 'bulk.status' && <BulkReport job={job} />}
          {job.kind === 'bulk.text' && <BulkTextReport job={job} />}
          {job.error && <FailureReason reason={job.error} />}
        </>
      ),
    },
    actionsColumn(t('bulk.jobs.column.actions'), (job) =>
      job.state === 'queued' || job.state === 'running' ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={cancel.isPending && cancel.variables === job.id}
          aria-label={t('bulk.jobs.cancelLabel', {
            kind: kindWords(job.kind),
            when: formatDateTime(job.createdAt),
          })}
          onClick={() => cancel.mutate(job.id)}
        >
          {t('bulk.jobs.cancel')}
        </Button>
      ) : null,
    ),
  ];
  return (
    <>
      {cancel.error && (
        <Text size="sm" c="red" role="alert" px="lg">
          {t('bulk.jobs.cancelFailed', { message: cancel.error.message })}
        </Text>
      )}
      <DataTable
        rows={items}
        rowKey={(job) => job.id}
        columns={columns}
        labelledBy="jobs-title"
        minWidth={960}
        maxHeight="calc(100dvh - 260px)"
        horizontalSpacing="md"
      />
    </>
  );
}

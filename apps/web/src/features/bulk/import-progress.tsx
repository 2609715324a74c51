import { useEffect } from 'react';
import { Button, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Import } from '@fieldhouse/contract';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../../ui/alert.tsx';
import { useImportJob } from './api/use-import.ts';
import { problemText } from './import-problems.tsx';

/** The import's job: a progress bar while it runs (from the job's row: a reload shows it too), then its report. */
export function ImportProgress(p: { upload: Import; onEnded: () => void; onAnother: () => void }) {
  const { t } = useT();
  const job = useImportJob(p.upload.jobId);
  const state = job.data?.state;
  const ended = state === 'completed' || state === 'failed' || state === 'cancelled';
  const { onEnded } = p;
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  const done = job.data?.done ?? 0;
  const total = job.data?.total ?? p.upload.rows;
  const report = ended ? p.upload.report : null;
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {state === 'completed' ? t('bulkImport.result.title') : t('bulkImport.progress.label')}
        </Title>
        {!ended && (
          <>
            <Progress
              value={total > 0 ? (done / total) * 100 : 0}
              aria-label={t('bulkImport.progress.label')}
              size="lg"
              animated
            />
            <Text aria-live="polite">
              {state === 'running'
                ? t('bulkImport.progress.running', { done: formatNumber(done), total: formatNumber(total) })
                : t('bulkImport.progress.queued')}
            </Text>
          </>
        )}
        {state === 'failed' && (
          <Alert type="danger">{t('bulkImport.progress.failed', { error: job.data?.error ?? '' })}</Alert>
        )}
        {state === 'cancelled' && <Alert type="info">{t('bulkImport.progress.cancelled')}</Alert>}
        {report && <Report report={report} />}
        {ended && (
          <Group>
            <Button variant="default" onClick={p.onAnother}>
              {t('bulkImport.result.another')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Report({ report }: { report: NonNullable<Import['report']> }) {
  const { t } = useT();
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  const reasons = Object.entries({ ...report.skipped, ...report.failed });
  const figures = [
    [t('bulkImport.result.imported'), report.imported],
    [t('bulkImport.result.skipped'), sum(report.skipped)],
    [t('bulkImport.result.failed'), sum(report.failed)],
    [t('bulkImport.result.linksSent'), report.linksSent],
    [t('bulkImport.result.awaitingParent'), report.awaitingParent],
  ] as const;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" c="dimmed" size="sm">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {formatNumber(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {reasons.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('bulkImport.result.reasons')}
          </Title>
          <List>
            {reasons.map(([code, n]) => (
              <List.Item key={code}>
                {problemText(code)}: {formatNumber(n)}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </>
  );
}

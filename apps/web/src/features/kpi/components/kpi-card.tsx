import type { ReactNode } from 'react';
import { Skeleton, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Kpi, KpiPeriodQuery } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Card } from '../../../ui/card/card.tsx';
import { ExportButton, ExportFailure } from '../../../ui/export-button.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { useKpiCsv } from '../api/use-kpi.ts';

type KpiCardProps<T> = {
  kpi: Kpi;
  title: string;
  period: KpiPeriodQuery | null;
  answer: UseQueryResult<T>;
  /** The figures of the period, over the chart. */
  figures: (data: T) => ReactNode;
  /** The chart (or table); `null` when the period has nothing to draw, and `empty` says so. */
  chart: (data: T) => ReactNode;
  empty: string;
};

/**
 * One KPI: its figures against the previous period, its chart with a table for screen readers,
 * and its CSV; placeholders while it loads, and its failure said here, beside what failed.
 */
export function KpiCard<T>({ kpi, title, period, answer, figures, chart, empty }: KpiCardProps<T>) {
  const { t } = useT();
  const csv = useKpiCsv(kpi, period);
  const data = answer.data;
  const drawn = data === undefined ? null : chart(data);
  return (
    <Card
      title={title}
      withOptions={false}
      fullHeight
      headerActions={period && data !== undefined && <ExportButton download={csv} label={t('kpi.csv')} />}
    >
      <Stack gap="md" data-kpi={kpi} aria-busy={answer.isFetching}>
        <ExportFailure download={csv} text={(message) => t('kpi.csvFailed', { message })} />
        {answer.isError && (
          <QueryError
            title={t('kpi.failed', { name: title })}
            error={answer.error}
            onRetry={() => void answer.refetch()}
            retrying={answer.isFetching}
          />
        )}
        {data === undefined && !answer.isError && <KpiSkeleton name={title} />}
        {data !== undefined && (
          <>
            {/* As many figures side by side as the card (not the window) has room for. */}
            <SimpleGrid type="container" cols={{ base: 1, '420px': 2, '680px': 3 }} spacing="md">
              {figures(data)}
            </SimpleGrid>
            {drawn ?? (
              <Text c="dimmed" ta="center" py="xl" data-empty>
                {empty}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function KpiSkeleton({ name }: { name: string }) {
  const { t } = useT();
  return (
    <Stack gap="md">
      {/* Words, not an aria-label: a plain box may not carry one (axe: aria-prohibited-attr). */}
      <VisuallyHidden>{t('kpi.loading', { name })}</VisuallyHidden>
      <SimpleGrid type="container" cols={{ base: 1, '420px': 2, '680px': 3 }} spacing="md">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={72} />
        ))}
      </SimpleGrid>
      <Skeleton height={220} />
    </Stack>
  );
}

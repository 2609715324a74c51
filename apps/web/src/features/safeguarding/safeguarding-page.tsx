import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import type { ReportSummary } from '@fieldhouse/contract';
import { formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { CursorListCard } from '../../ui/cursor-list-card.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table/index.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useReportQueue } from './api/use-safeguarding.ts';
import { ReportDialog } from './components/report-dialog.tsx';
import { SuspensionsCard } from './components/suspensions-card.tsx';

/** /review/safeguarding: the open reports, oldest first, each opened with its context; who is suspended. */
export function SafeguardingPage() {
  const { t } = useT();
  const [cursor, setCursor] = useState<string | null>(null);
  const [opened, setOpened] = useState<ReportSummary | null>(null);
  const list = useReportQueue(cursor);
  const texts = {
    loading: t('safeguarding.loading'),
    failed: t('safeguarding.failed'),
    empty: t('safeguarding.empty'),
    emptyHint: t('safeguarding.emptyHint'),
    pages: t('safeguarding.pages'),
    first: t('safeguarding.first'),
    next: t('safeguarding.next'),
  };
  const columns: DataColumn<ReportSummary>[] = [
    {
      key: 'received',
      header: t('safeguarding.column.received'),
      nowrap: true,
      phone: 'aside',
      cell: (r) => <bdi>{formatDateTime(r.created_at)}</bdi>,
    },
    {
      key: 'subject',
      header: t('safeguarding.column.subject'),
      phone: 'title',
      cell: (r) => r.subject.full_name,
    },
    {
      key: 'what',
      header: t('safeguarding.column.what'),
      phone: 'labelled',
      cell: (r) => t(`safeguarding.kind.${r.kind}`),
    },
    {
      key: 'reason',
      header: t('safeguarding.column.reason'),
      phone: 'labelled',
      cell: (r) => t(`report.reasons.${r.reason}`),
    },
    {
      key: 'reporter',
      header: t('safeguarding.column.reporter'),
      phone: 'labelled',
      cell: (r) => r.reporter.full_name,
    },
    {
      key: 'open',
      header: t('safeguarding.column.open'),
      headerHidden: true,
      sticky: true,
      phone: 'line',
      cell: (r) => (
        <Button
          size="xs"
          variant="light"
          aria-label={t('safeguarding.openReport', { name: r.subject.full_name })}
          onClick={() => setOpened(r)}
        >
          {t('safeguarding.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={t('safeguarding.title')} description={t('safeguarding.description')} />
      <CursorListCard
        heading={<Text fw={600}>{t('safeguarding.heading')}</Text>}
        filters={null}
        list={list}
        texts={texts}
        paged={cursor !== null}
        onPage={setCursor}
      >
        {(items) => (
          <DataTable
            rows={items}
            rowKey={(r) => String(r.id)}
            columns={columns}
            label={t('safeguarding.table')}
            minWidth={720}
            verticalSpacing="xs"
          />
        )}
      </CursorListCard>
      <SuspensionsCard />
      <ReportDialog report={opened} onClose={() => setOpened(null)} />
    </>
  );
}

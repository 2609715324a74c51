import { useState } from 'react';
import { Text } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { CursorListCard } from '../../ui/cursor-list-card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useJobs } from './api/use-bulk.ts';
import { JobsTable } from './components/jobs-table.tsx';

/**
 * /jobs: the jobs the reader started (everyone's with `bulk.jobs`), newest first, paged by the
 * server; progress comes from each job's row, so it survives a reload and shows on any process.
 */
export function JobsPage() {
  const { t } = useT();
  const [cursor, setCursor] = useState<string | null>(null);
  const list = useJobs(cursor);
  return (
    <>
      <PageTitle title={t('bulk.jobs.title')} description={t('bulk.jobs.description')} />
      <CursorListCard
        heading={
          <Text id="jobs-title" fw={600}>
            {t('bulk.jobs.heading')}
          </Text>
        }
        filters={null}
        list={list}
        texts={{
          loading: t('bulk.jobs.loading'),
          failed: t('bulk.jobs.failed'),
          empty: t('bulk.jobs.empty'),
          emptyHint: t('bulk.jobs.emptyHint'),
          pages: t('bulk.jobs.pages'),
          first: t('bulk.jobs.first'),
          next: t('bulk.jobs.next'),
        }}
        paged={cursor !== null}
        onPage={setCursor}
      >
        {(items) => <JobsTable items={items} />}
      </CursorListCard>
    </>
  );
}

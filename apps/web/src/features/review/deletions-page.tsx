import { useState } from 'react';
import type { DeletionQueueItem } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { PagedListCard } from '../../ui/paged-list-card.tsx';
import { showToast } from '../../ui/toasts.tsx';
import { DELETIONS_PAGE_SIZE, useDecideDeletion, useDeletionRequests } from './api/use-deletions.ts';
import { DeletionDialog } from './components/deletion-dialog.tsx';
import { DeletionsTable } from './components/deletions-table.tsx';

type Deciding = { item: DeletionQueueItem; decision: 'confirm' | 'decline' };

/** /review/deletions: requests to delete an account (a person's own, or a parent's for a child) waiting for staff. */
export function DeletionsPage() {
  const { t } = useT();
  const [page, setPage] = usePageParam();
  const list = useDeletionRequests(page);
  const decide = useDecideDeletion();
  // What is being decided stays set while the dialog fades out, so its text does not vanish first.
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [opening, setOpening] = useState(0);

  const submit = (reason?: string) => {
    if (!deciding) return;
    const { item, decision } = deciding;
    decide.mutate(
      { requestID: item.requestID, decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setDialogOpen(false);
          showToast({
            title: t(decision === 'confirm' ? 'review.deletions.confirmed' : 'review.deletions.declined'),
            message: t(
              decision === 'confirm'
                ? 'review.deletions.confirmedMessage'
                : 'review.deletions.declinedMessage',
              {
                name: item.full_name,
              },
            ),
          });
        },
      },
    );
  };

  return (
    <>
      <PageTitle title={t('review.deletions.title')} description={t('review.deletions.description')} />
      <PagedListCard
        heading={t('review.deletions.heading')}
        headingId="deletions-title"
        noun="deletions"
        loadingLabel={t('review.deletions.loading')}
        pagerLabel={t('review.deletions.pages')}
        failureTitle={t('review.deletions.failed')}
        emptyText={t('review.deletions.empty')}
        emptyPageText={t('review.emptyPage')}
        list={list}
        page={page}
        pageSize={DELETIONS_PAGE_SIZE}
        onPage={setPage}
      >
        {(items) => (
          <DeletionsTable
            items={items}
            onDecide={(item, decision) => {
              decide.reset();
              setDeciding({ item, decision });
              setDialogOpen(true);
              setOpening((n) => n + 1);
            }}
          />
        )}
      </PagedListCard>
      <DeletionDialog
        key={opening}
        item={deciding?.item ?? null}
        decision={deciding?.decision ?? 'decline'}
        opened={dialogOpen}
        pending={decide.isPending}
        failure={decide.isError ? decide.error.message : undefined}
        onDecide={submit}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}

import { useState } from 'react';
import { DELETION_REASON_MAX_LENGTH, type DeletionQueueItem } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { ConfirmDialog, WriteDialog } from '../../ui/action-dialogs.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { PagedListCard } from '../../ui/paged-list-card.tsx';
import { showToast } from '../../ui/toasts.tsx';
import { DELETIONS_PAGE_SIZE, useDecideDeletion, useDeletionRequests } from './api/use-deletions.ts';
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

  const name = deciding?.item.full_name ?? '';

  const submit = (reason?: string) => {
    if (!deciding) return;
    const { item, decision } = deciding;
    decide.mutate(
      { requestID: item.requestID, decision, ...(decision === 'decline' ? { reason } : {}) },
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
      <ConfirmDialog
        opened={dialogOpen && deciding?.decision === 'confirm'}
        title={t('review.deletions.dialog.confirmTitle')}
        body={t('review.deletions.dialog.confirmText', { name })}
        submit={t('review.deletions.dialog.confirm')}
        danger
        pending={decide.isPending}
        error={decide.error}
        onClose={() => setDialogOpen(false)}
        onConfirm={() => submit()}
      />
      <WriteDialog
        key={opening}
        opened={dialogOpen && deciding?.decision === 'decline'}
        title={t('review.deletions.dialog.declineTitle')}
        intro={t('review.deletions.dialog.declineText', { name })}
        label={t('review.deletions.dialog.reason')}
        hint={() => t('review.deletions.dialog.reasonHint', { max: DELETION_REASON_MAX_LENGTH })}
        max={DELETION_REASON_MAX_LENGTH}
        field="reason"
        submit={t('review.deletions.dialog.decline')}
        pending={decide.isPending}
        error={decide.error}
        onClose={() => setDialogOpen(false)}
        onSubmit={submit}
      />
    </>
  );
}

import { useState } from 'react';
import type { ReviewRegistration } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { PagedListCard } from '../../ui/paged-list-card.tsx';
import { showToast } from '../../ui/toasts.tsx';
import { REVIEW_PAGE_SIZE, useDecideRegistration, useRegistrations } from './api/use-registrations.ts';
import { RegistrationsTable } from './components/registrations-table.tsx';
import { RejectDialog } from './components/reject-dialog.tsx';

/** /review/registrations: sign-ups with a verified phone that wait for a staff decision. */
export function RegistrationsPage() {
  const { t } = useT();
  const [page, setPage] = usePageParam();
  const list = useRegistrations(page);
  const decide = useDecideRegistration();
  // Who is being rejected stays set while the dialog fades out, so its text does not vanish first.
  const [rejecting, setRejecting] = useState<ReviewRegistration | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [opening, setOpening] = useState(0);

  const approve = (r: ReviewRegistration) =>
    decide.mutate(
      { subscriberID: r.subscriberID, decision: 'approve' },
      {
        onSuccess: () =>
          showToast({
            title: t('review.approved'),
            message: t('review.approvedMessage', { name: r.full_name }),
          }),
        onError: (error) =>
          showToast({
            title: t('review.approveFailed', { name: r.full_name }),
            message: error.message,
            color: 'red',
          }),
      },
    );
  const reject = (reason: string) => {
    if (!rejecting) return;
    const r = rejecting;
    decide.mutate(
      { subscriberID: r.subscriberID, decision: 'reject', reason },
      {
        onSuccess: () => {
          setDialogOpen(false);
          showToast({
            title: t('review.rejected'),
            message: t('review.rejectedMessage', { name: r.full_name }),
          });
        },
      },
    );
  };

  return (
    <>
      <PageTitle title={t('review.title')} description={t('review.description')} />
      <PagedListCard
        heading={t('review.heading')}
        headingId="registrations-title"
        noun="registrations"
        loadingLabel={t('review.loading')}
        pagerLabel={t('review.pages')}
        failureTitle={t('review.failed')}
        emptyText={t('review.empty')}
        emptyPageText={t('review.emptyPage')}
        list={list}
        page={page}
        pageSize={REVIEW_PAGE_SIZE}
        onPage={setPage}
      >
        {(items) => (
          <RegistrationsTable
            items={items}
            busyId={decide.isPending ? decide.variables.subscriberID : undefined}
            onApprove={approve}
            onReject={(r) => {
              decide.reset();
              setRejecting(r);
              setDialogOpen(true);
              setOpening((n) => n + 1);
            }}
          />
        )}
      </PagedListCard>
      <RejectDialog
        // A fresh form each time it opens, but not on close: the kit modal fades out first.
        key={opening}
        registration={rejecting}
        opened={dialogOpen}
        pending={decide.isPending}
        failure={decide.isError ? decide.error.message : undefined}
        onReject={reject}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}

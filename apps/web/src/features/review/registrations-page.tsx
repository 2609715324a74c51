import { useState } from 'react';
import type { ReviewRegistration } from '@fieldhouse/contract';
import { usePageParam } from '../../lib/use-page-param.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { PagedListCard } from '../../ui/paged-list-card.tsx';
import { showToast } from '../../ui/toasts.tsx';
import { REVIEW_PAGE_SIZE, useDecideRegistration, useRegistrations } from './api/use-registrations.ts';
import { RegistrationsTable } from './components/registrations-table.tsx';
import { RejectDialog } from './components/reject-dialog.tsx';

/** /review/registrations: sign-ups with a verified phone that wait for a staff decision. */
export function RegistrationsPage() {
  const [page, setPage] = usePageParam();
  const list = useRegistrations(page);
  const decide = useDecideRegistration();
  const [rejecting, setRejecting] = useState<ReviewRegistration | null>(null);

  const approve = (r: ReviewRegistration) =>
    decide.mutate(
      { subscriberID: r.subscriberID, decision: 'approve' },
      {
        onSuccess: () => showToast({ title: 'Approved', message: `${r.full_name} can now use the console.` }),
        onError: (error) =>
          showToast({ title: `Could not approve ${r.full_name}`, message: error.message, color: 'red' }),
      },
    );
  const reject = (reason: string) => {
    if (!rejecting) return;
    const r = rejecting;
    decide.mutate(
      { subscriberID: r.subscriberID, decision: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          showToast({ title: 'Rejected', message: `${r.full_name} has been told why.` });
        },
      },
    );
  };

  return (
    <>
      <PageTitle
        title="Registrations"
        description="New subscribers whose phone is verified wait here until staff approve or reject them."
      />
      <PagedListCard
        heading="Waiting for review"
        headingId="registrations-title"
        noun="registrations"
        pagerLabel="Registrations pages"
        failureTitle="Registrations could not be loaded"
        emptyText="Nobody is waiting for review. New sign-ups appear here once they have verified their phone."
        emptyPageText="This page is empty now. Go back to the first page to see who is still waiting."
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
            }}
          />
        )}
      </PagedListCard>
      <RejectDialog
        key={rejecting?.subscriberID ?? 'closed'}
        registration={rejecting}
        pending={decide.isPending}
        failure={decide.isError ? decide.error.message : undefined}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

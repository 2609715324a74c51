import { useState } from 'react';
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import type { ReviewRegistration } from '@fieldhouse/contract';
import { usePageParam } from '../../lib/use-page-param.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { TablePager } from '../../ui/table-pager.tsx';
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

  const data = list.data;
  return (
    <>
      <PageTitle
        title="Registrations"
        description="New subscribers whose phone is verified wait here until staff approve or reject them."
      />
      <Card p={0}>
        <Text id="registrations-title" fw={600} px="lg" pt="md" pb="xs">
          Waiting for review{data ? ` (${data.total})` : ''}
        </Text>
        {list.isPending && (
          <Stack gap="sm" p="lg" aria-busy="true" aria-label="Loading registrations">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Stack>
        )}
        {list.isError && (
          <Stack p="lg">
            <QueryError
              title="Registrations could not be loaded"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </Stack>
        )}
        {data && data.items.length === 0 && (
          <Text c="dimmed" ta="center" p="xl">
            {data.total > 0
              ? 'This page is empty now. Go back to the first page to see who is still waiting.'
              : 'Nobody is waiting for review. New sign-ups appear here once they have verified their phone.'}
          </Text>
        )}
        {data && data.items.length > 0 && (
          <>
            <RegistrationsTable
              items={data.items}
              busyId={decide.isPending ? decide.variables.subscriberID : undefined}
              onApprove={approve}
              onReject={(r) => {
                decide.reset();
                setRejecting(r);
              }}
            />
            <TablePager
              page={page}
              pageSize={REVIEW_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
              label="Registrations pages"
            />
          </>
        )}
      </Card>
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

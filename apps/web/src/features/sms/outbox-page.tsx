import { usePageParam } from '../../lib/use-page-param.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { PagedListCard } from '../../ui/paged-list-card.tsx';
import { OUTBOX_PAGE_SIZE, useOutbox } from './api/use-outbox.ts';
import { OutboxTable } from './components/outbox-table.tsx';

/** /sms/outbox: every text the gateway stored or handed on, newest first. */
export function OutboxPage() {
  const [page, setPage] = usePageParam();
  return (
    <>
      <PageTitle
        title="SMS outbox"
        description="Verification codes, parent requests and review decisions, newest first. The list refreshes by itself."
      />
      <PagedListCard
        heading="Messages"
        headingId="outbox-title"
        noun="messages"
        pagerLabel="Outbox pages"
        failureTitle="The outbox could not be loaded"
        emptyText="No text messages yet. When someone signs up or names a parent, the message appears here."
        emptyPageText="This page is empty. Go back to the first page for the newest messages."
        list={useOutbox(page)}
        page={page}
        pageSize={OUTBOX_PAGE_SIZE}
        onPage={setPage}
      >
        {(items) => <OutboxTable items={items} />}
      </PagedListCard>
    </>
  );
}

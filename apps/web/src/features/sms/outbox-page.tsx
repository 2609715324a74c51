import { useT } from '../../lib/i18n/use-t.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { PagedListCard } from '../../ui/paged-list-card.tsx';
import { OUTBOX_PAGE_SIZE, useOutbox } from './api/use-outbox.ts';
import { OutboxTable } from './components/outbox-table.tsx';

/** /sms/outbox: every text the gateway stored or handed on, newest first. */
export function OutboxPage() {
  const { t } = useT();
  const [page, setPage] = usePageParam();
  return (
    <>
      <PageTitle title={t('sms.title')} description={t('sms.description')} />
      <PagedListCard
        heading={t('sms.heading')}
        headingId="outbox-title"
        noun={t('sms.noun')}
        pagerLabel={t('sms.pager')}
        failureTitle={t('sms.failed')}
        emptyText={t('sms.empty')}
        emptyPageText={t('sms.emptyPage')}
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

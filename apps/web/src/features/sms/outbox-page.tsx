import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { usePageParam } from '../../lib/use-page-param.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { TablePager } from '../../ui/table-pager.tsx';
import { OUTBOX_PAGE_SIZE, useOutbox } from './api/use-outbox.ts';
import { OutboxTable } from './components/outbox-table.tsx';

/** /sms/outbox: every text the gateway stored or handed on, newest first. */
export function OutboxPage() {
  const [page, setPage] = usePageParam();
  const list = useOutbox(page);
  const data = list.data;
  return (
    <>
      <PageTitle
        title="SMS outbox"
        description="Verification codes, parent requests and review decisions, newest first. The list refreshes by itself."
      />
      <Card p={0}>
        <Text id="outbox-title" fw={600} px="lg" pt="md" pb="xs">
          Messages{data ? ` (${data.total})` : ''}
        </Text>
        {list.isPending && (
          <Stack gap="sm" p="lg" aria-busy="true" aria-label="Loading messages">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Stack>
        )}
        {list.isError && (
          <Stack p="lg">
            <QueryError
              title="The outbox could not be loaded"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </Stack>
        )}
        {data && data.items.length === 0 && (
          <Text c="dimmed" ta="center" p="xl">
            {data.total > 0
              ? 'This page is empty. Go back to the first page for the newest messages.'
              : 'No text messages yet. When someone signs up or names a parent, the message appears here.'}
          </Text>
        )}
        {data && data.items.length > 0 && (
          <>
            <OutboxTable items={data.items} />
            <TablePager
              page={page}
              pageSize={OUTBOX_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
              label="Outbox pages"
            />
          </>
        )}
      </Card>
    </>
  );
}

import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from './query-error.tsx';

type ListStatesProps = {
  list: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** Names the placeholder for screen readers while the list loads. */
  loadingLabel: string;
  failureTitle: string;
  rowHeight?: number;
};

/** What a server-paged list shows before it has rows: placeholder rows while loading, or the failure with Retry. */
export function ListStates({ list, loadingLabel, failureTitle, rowHeight = 36 }: ListStatesProps) {
  return (
    <>
      {list.isPending && (
        // A status region, named as LoadingBlock is: a plain box may not carry a name (axe: aria-prohibited-attr).
        <Stack gap="sm" p="lg" role="status" aria-busy="true" aria-label={loadingLabel}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={rowHeight} />
          ))}
        </Stack>
      )}
      {list.isError && (
        <Stack p="lg">
          <QueryError
            title={failureTitle}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </Stack>
      )}
    </>
  );
}

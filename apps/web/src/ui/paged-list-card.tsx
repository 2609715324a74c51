import type { ReactNode } from 'react';
import { Card, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../lib/i18n/use-t.ts';
import { formatNumber } from '../lib/format.ts';
import { ListStates } from './list-states.tsx';
import { TablePager } from './table-pager.tsx';

type Page<T> = { items: T[]; total: number };

type PagedListCardProps<T> = {
  /** Card heading; the total is appended once known. Its id labels the table. */
  heading: string;
  headingId: string;
  /** What is loading and what failed, in words: "messages", "The outbox". */
  noun: string;
  /** Names the loading placeholder in the reader's language; `Loading <noun>` if not given. */
  loadingLabel?: string;
  failureTitle: string;
  /** Names the pager for screen readers: "Outbox pages". */
  pagerLabel: string;
  /** Shown when there is nothing at all, and when only this page is empty. */
  emptyText: string;
  emptyPageText: string;
  list: UseQueryResult<Page<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

/** A card holding one server-paged list: loading, failure with retry, empty states, table and pager. */
export function PagedListCard<T>(props: PagedListCardProps<T>) {
  const { t } = useT();
  const { list, heading } = props;
  const data = list.data;
  return (
    <Card p={0}>
      <Text id={props.headingId} fw={600} px="lg" pt="md" pb="xs">
        {heading}
        {data ? ` (${formatNumber(data.total)})` : ''}
      </Text>
      <ListStates
        list={list}
        loadingLabel={props.loadingLabel ?? t('lists.loading', { what: props.noun })}
        failureTitle={props.failureTitle}
        rowHeight={44}
      />
      {data && data.items.length === 0 && (
        <Text c="dimmed" ta="center" p="xl">
          {data.total > 0 ? props.emptyPageText : props.emptyText}
        </Text>
      )}
      {data && data.items.length > 0 && (
        <>
          {props.children(data.items)}
          <TablePager
            page={props.page}
            pageSize={props.pageSize}
            total={data.total}
            onPage={props.onPage}
            label={props.pagerLabel}
          />
        </>
      )}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { i18n } from '../lib/i18n/i18n.ts';
import { useAddressFallback, type ListAddress } from '../lib/use-address-fallback.ts';
import { CursorPager } from './cursor-pager.tsx';
import { ListStates } from './list-states.tsx';
import { UrlFallbackNotice } from './url-fallback-notice.tsx';

type CursorListCardProps<T> = {
  /** The card's heading, with what it adds (a total); `tools` sit across from it (export, columns). */
  heading: ReactNode;
  tools?: ReactNode;
  /** Under the heading: a notice (a failed export), then the filters. */
  notice?: ReactNode;
  filters: ReactNode;
  /** Where the list keeps its view in the address: a value it cannot show falls back to the default, said. */
  address?: ListAddress;
  list: UseQueryResult<{ items: T[]; nextCursor: string | null }>;
  texts: {
    loading: string;
    failed: string;
    empty: string;
    emptyHint: string;
    pages: string;
    first: string;
    next: string;
  };
  /** On a later page than the first. */
  paged: boolean;
  onPage: (cursor: string | null) => void;
  children: (items: T[]) => ReactNode;
};

/** The areas whose words name a list's states, each under the same keys. */
type ListArea = 'audit' | 'subscribers' | 'master' | 'staff';

/** A list's words, from its area's catalogue (call it while rendering, so they follow the language). */
export const listTexts = (area: ListArea): CursorListCardProps<unknown>['texts'] => ({
  loading: i18n.t(`${area}.loading`),
  failed: i18n.t(`${area}.failed`),
  empty: i18n.t(`${area}.empty`),
  emptyHint: i18n.t(`${area}.emptyHint`),
  pages: i18n.t(`${area}.pages`),
  first: i18n.t(`${area}.first`),
  next: i18n.t(`${area}.next`),
});

/** A card holding one list paged by the server's cursor: filters, loading, failure with retry, empty state, table and pager. */
export function CursorListCard<T>(props: CursorListCardProps<T>) {
  const { list, texts } = props;
  const data = list.data;
  const fallback = useAddressFallback(props.address, list.error);
  return (
    <Card p={0}>
      <Group justify="space-between" px="lg" pt="md" pb="xs">
        {props.heading}
        {props.tools && <Group gap="xs">{props.tools}</Group>}
      </Group>
      {(props.notice || fallback.shown) && (
        <Stack px="lg" pb="xs">
          {fallback.shown && <UrlFallbackNotice onClose={fallback.close} />}
          {props.notice}
        </Stack>
      )}
      {props.filters}
      {!fallback.refusing && (
        <ListStates list={list} loadingLabel={texts.loading} failureTitle={texts.failed} />
      )}
      {data && data.items.length === 0 && (
        <Stack align="center" gap={4} p="xl">
          <Text fw={500}>{texts.empty}</Text>
          <Text c="dimmed" size="sm">
            {texts.emptyHint}
          </Text>
        </Stack>
      )}
      {data && data.items.length > 0 && (
        <>
          {props.children(data.items)}
          <CursorPager
            label={texts.pages}
            firstLabel={texts.first}
            nextLabel={texts.next}
            paged={props.paged}
            nextCursor={data.nextCursor}
            onPage={props.onPage}
          />
        </>
      )}
    </Card>
  );
}

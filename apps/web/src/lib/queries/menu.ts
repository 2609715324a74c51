import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Action, MenuNode, MenuResponse } from '@fieldhouse/contract';
import { call } from '../api.ts';
import { dataName } from '../i18n/data-name.ts';
import { useT } from '../i18n/use-t.ts';

/** The caller's side menu (`POST menu`); it only changes with the role, so it is kept long. */
export const menuQuery = queryOptions({
  queryKey: ['menu'],
  queryFn: ({ signal }) => call('POST /menu', { body: { data: '' } }, { signal }),
  select: (response) => response.menu,
  staleTime: 10 * 60_000,
  // The nav shows its own message with a Retry button, so no toast as well.
  meta: { silent: true },
});

/** The menu's titles and badges in the reader's language, where its catalog knows them. */
function localize(nodes: MenuNode[], language: string): MenuNode[] {
  return nodes.map((node) => ({
    ...node,
    title: dataName(node.title, language),
    badge: node.badge && { ...node.badge, title: dataName(node.badge.title, language) },
    children: node.children && localize(node.children, language),
  }));
}

export function useMenu() {
  const { language } = useT();
  const select = useCallback((response: MenuResponse) => localize(response.menu, language), [language]);
  return useQuery({ ...menuQuery, select });
}

const heldActions = (response: MenuResponse) => response.actions;

/** Whether the caller's role holds an action, so the console offers it (the server checks it again). */
export function useCan(action: Action): boolean {
  const { data } = useQuery({ ...menuQuery, select: heldActions });
  return data?.includes(action) ?? false;
}

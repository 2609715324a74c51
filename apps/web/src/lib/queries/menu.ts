import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuNode, MenuResponse } from '@fieldhouse/contract';
import { api } from '../api.ts';
import { i18n } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';

/** The caller's side menu (spec §7 `POST menu`); it only changes with the role, so it is kept long. */
export const menuQuery = queryOptions({
  queryKey: ['menu'],
  queryFn: ({ signal }) => api.post<MenuResponse>('menu', { data: '' }, { signal }),
  select: (response) => response.menu,
  staleTime: 10 * 60_000,
  // The nav shows its own message with a Retry button, so no toast as well.
  meta: { silent: true },
});

/** The menu's titles and badges in the reader's language, where its catalog knows them. */
function localize(nodes: MenuNode[], titles: Record<string, string>): MenuNode[] {
  return nodes.map((node) => ({
    ...node,
    title: titles[node.title] ?? node.title,
    badge: node.badge && { ...node.badge, title: titles[node.badge.title] ?? node.badge.title },
    children: node.children && localize(node.children, titles),
  }));
}

export function useMenu() {
  const { language } = useT();
  const select = useCallback(
    (response: MenuResponse) => {
      const titles = i18n.getResource(language, 'translation', 'menuTitles') as
        Record<string, string> | undefined;
      return titles ? localize(response.menu, titles) : response.menu;
    },
    [language],
  );
  return useQuery({ ...menuQuery, select });
}

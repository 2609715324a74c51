import type { DirectoryQueryInput } from '@fieldhouse/contract';
import { useUrlQuery, type UrlQueryChange } from '../../lib/use-url-query.ts';

/** The URL keys the directory keeps its view in. */
const KEYS = [
  'q',
  'status',
  'role',
  'sport',
  'age',
  'gender',
  'country',
  'from',
  'to',
  'sort',
  'cursor',
] as const;

/** The directory's query as the URL holds it, and a way to change part of it (back to page one). */
export function useDirectoryParams(): { query: DirectoryQueryInput; change: DirectoryChange } {
  const { query, change } = useUrlQuery(KEYS);
  // As the URL has them: the server checks each value and says which one is wrong.
  return { query: query as DirectoryQueryInput, change };
}

export type DirectoryChange = UrlQueryChange<(typeof KEYS)[number]>;

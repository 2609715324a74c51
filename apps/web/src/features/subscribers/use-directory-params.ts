import { directoryQuerySchema, type DirectoryQueryInput } from '@fieldhouse/contract';
import { useUrlQuery, type UrlQueryChange, type UrlQueryShape } from '../../lib/use-url-query.ts';

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

// Checked as the server checks them, so a mistyped link shows the default rather than an error.
const SHAPE: UrlQueryShape<(typeof KEYS)[number]> = directoryQuerySchema.shape;

/**
 * The directory's query as the URL holds it, the keys whose values it cannot take (left out), and
 * a way to change part of it (back to page one).
 */
export function useDirectoryParams() {
  const { query, invalid, change } = useUrlQuery(KEYS, SHAPE);
  return { query: query as DirectoryQueryInput, invalid, change };
}

export type DirectoryChange = UrlQueryChange<(typeof KEYS)[number]>;

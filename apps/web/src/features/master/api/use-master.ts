import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MasterCreate,
  MasterEntry,
  MasterKind,
  MasterListQuery,
  MasterUpdate,
} from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/*
 * Every kind has the same four calls with its own fields. The calls are made by one kind's key
 * (venues) with the kind's path put in: their query, parameters and answers have the same shape.
 */
type List<K extends MasterKind> = { items: MasterEntry<K>[]; nextCursor: string | null };
const key = <K extends MasterKind>(kind: K) => ['master', kind] as const;

/** `GET master/{kind}`: one page, as the URL's search, filter and cursor say. */
export function useMasterList<K extends MasterKind>(kind: K, query: MasterListQuery) {
  return useQuery({
    queryKey: [...key(kind), query],
    queryFn: ({ signal }) =>
      call(`GET /master/${kind}` as 'GET /master/venues', { query }, { signal }) as unknown as Promise<
        List<K>
      >,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The live entries a form chooses from (a team's sport, age category and season): a club has few. */
export function useMasterChoices<K extends MasterKind>(kind: K, enabled = true) {
  return useQuery({
    queryKey: [...key(kind), 'choices'],
    queryFn: ({ signal }) =>
      call(
        `GET /master/${kind}` as 'GET /master/venues',
        { query: { limit: 500 } },
        { signal },
      ) as unknown as Promise<List<K>>,
    enabled,
    meta: { silent: true },
  });
}

/** A change to one kind: its lists (and the choices other forms offer) are read again. */
function useMasterChange<K extends MasterKind, Input>(kind: K, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(kind) }),
    // Each form shows its own failure, next to what caused it.
    meta: { silent: true },
  });
}

export const useCreateEntry = <K extends MasterKind>(kind: K) =>
  useMasterChange(kind, (body: MasterCreate<K>) =>
    call(`POST /master/${kind}` as 'POST /master/venues', { body: body as MasterCreate<'venues'> }),
  );

export const useUpdateEntry = <K extends MasterKind>(kind: K) =>
  useMasterChange(kind, ({ id, body }: { id: number; body: MasterUpdate<K> }) =>
    call(`PATCH /master/${kind}/:id` as 'PATCH /master/venues/:id', {
      params: { id },
      body: body,
    }),
  );

export const useDeleteEntry = <K extends MasterKind>(kind: K) =>
  useMasterChange(kind, (id: number) =>
    call(`DELETE /master/${kind}/:id` as 'DELETE /master/venues/:id', { params: { id } }),
  );

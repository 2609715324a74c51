import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRoleRequest, UpdateRoleRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

const ROLES = ['roles'] as const;

/** `GET roles`: every role, with how many hold it and what it grants. */
export const useRoles = () =>
  useQuery({
    queryKey: ROLES,
    queryFn: ({ signal }) => call('GET /roles', {}, { signal }),
    meta: { silent: true },
  });

/** `GET roles/{id}/holders`, a page at a time ("Show more"). */
export const useRoleHolders = (roleId: number) =>
  useInfiniteQuery({
    queryKey: [...ROLES, roleId, 'holders'],
    queryFn: ({ pageParam, signal }) =>
      call('GET /roles/:roleId/holders', { params: { roleId }, query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { silent: true },
  });

/** A change to roles: the list and every holder list are read again when it is done. */
function useRolesChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES }),
    // Each form shows its own failure, next to what caused it.
    meta: { silent: true },
  });
}

export const useCreateRole = () => useRolesChange((body: CreateRoleRequest) => call('POST /roles', { body }));

export const useUpdateRole = (roleId: number) =>
  useRolesChange((body: UpdateRoleRequest) => call('PATCH /roles/:roleId', { params: { roleId }, body }));

export const useDeleteRole = (roleId: number) =>
  useRolesChange(() => call('DELETE /roles/:roleId', { params: { roleId } }));

export const useAddHolder = (roleId: number) =>
  useRolesChange((userName: string) =>
    call('POST /roles/:roleId/holders', { params: { roleId }, body: { userName } }),
  );

export const useRemoveHolder = (roleId: number) =>
  useRolesChange((subscriberID: string) =>
    call('DELETE /roles/:roleId/holders/:subscriberID', { params: { roleId, subscriberID } }),
  );

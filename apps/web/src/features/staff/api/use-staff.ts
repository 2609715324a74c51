import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteStaffRequest, StaffListQuery, StatusChangeRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

const STAFF = ['staff'] as const;

/** `GET staff`: one page for the search and cursor in the URL. */
export const useStaffList = (query: StaffListQuery) =>
  useQuery({
    queryKey: [...STAFF, query],
    queryFn: ({ signal }) => call('GET /staff', { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** A change to staff: the lists (and the coach choices) are read again. */
function useStaffChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF }),
    meta: { silent: true },
  });
}

export const useInviteStaff = () =>
  useStaffChange((body: InviteStaffRequest) => call('POST /staff', { body }));

export const useReinvite = () =>
  useStaffChange((subscriberID: string) =>
    call('POST /staff/:subscriberID/invitation', { params: { subscriberID } }),
  );

export const useStaffStatus = () =>
  useStaffChange(({ subscriberID, body }: { subscriberID: string; body: StatusChangeRequest }) =>
    call('POST /staff/:subscriberID/status', { params: { subscriberID }, body }),
  );

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffEditRequest, StatusChangeRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** `GET subscribers/{id}`: the record staff open from the directory or the header search. */
export function useSubscriberRecord(subscriberID: string) {
  return useQuery({
    queryKey: ['subscribers', 'record', subscriberID],
    queryFn: ({ signal }) => call('GET /subscribers/:subscriberID', { params: { subscriberID } }, { signal }),
    retry: false,
  });
}

/**
 * The record's changes. Each reads the record again when it is done, and the directory too (a
 * status or a name shows there); the caller shows a failure where it happened.
 */
function useRecordChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscribers'] }),
    meta: { silent: true },
  });
}

export const useStaffEdit = (subscriberID: string) =>
  useRecordChange((body: StaffEditRequest) =>
    call('PATCH /subscribers/:subscriberID', { params: { subscriberID }, body }),
  );

export const useStatusChange = (subscriberID: string) =>
  useRecordChange((body: StatusChangeRequest) =>
    call('POST /subscribers/:subscriberID/status', { params: { subscriberID }, body }),
  );

export const useSignOutEverywhere = (subscriberID: string) =>
  useRecordChange(() => call('POST /subscribers/:subscriberID/sign-out', { params: { subscriberID } }));

export const useSendText = (subscriberID: string) =>
  useRecordChange((text: string) =>
    call('POST /subscribers/:subscriberID/text', { params: { subscriberID }, body: { text } }),
  );

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ParentLinkAdd,
  ParentLinkRemove,
  StaffEditRequest,
  StatusChangeRequest,
  SubscriberRecord,
} from '@fieldhouse/contract';
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

type Page<Item> = { items: Item[]; nextCursor: string | null };

/**
 * One of the record's histories: the first page came with the record; "Show older" reads the
 * older ones a page at a time after the cursor it gave.
 */
function useRecordHistory<Item>(
  key: readonly unknown[],
  first: Page<Item>,
  older: (cursor: string | undefined, signal: AbortSignal) => Promise<Page<Item>>,
) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => older(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    initialData: { pages: [first], pageParams: [null] },
    getNextPageParam: (last) => last.nextCursor,
    // The record's own read brings the first page afresh; only older pages are read here.
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export const useRecordNotifications = (record: SubscriberRecord) =>
  useRecordHistory(
    ['subscribers', 'record', record.profile.subscriberID, 'notifications'],
    { items: record.notifications, nextCursor: record.more.notifications },
    (cursor, signal) =>
      call(
        'GET /subscribers/:subscriberID/notifications',
        { params: { subscriberID: record.profile.subscriberID }, query: { cursor } },
        { signal },
      ),
  );

export const useRecordTexts = (record: SubscriberRecord) =>
  useRecordHistory(
    ['subscribers', 'record', record.profile.subscriberID, 'texts'],
    { items: record.texts, nextCursor: record.more.texts },
    (cursor, signal) =>
      call(
        'GET /subscribers/:subscriberID/texts',
        { params: { subscriberID: record.profile.subscriberID }, query: { cursor } },
        { signal },
      ),
  );

export const useAddParent = (subscriberID: string) =>
  useRecordChange((body: ParentLinkAdd) =>
    call('POST /subscribers/:subscriberID/parents', { params: { subscriberID }, body }),
  );

export const useRemoveParent = (subscriberID: string) =>
  useRecordChange((body: ParentLinkRemove) =>
    call('POST /subscribers/:subscriberID/parents/remove', { params: { subscriberID }, body }),
  );

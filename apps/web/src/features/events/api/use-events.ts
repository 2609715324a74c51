import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EVENT_PAGE_MAX,
  type ClashQuery,
  type EventCreate,
  type EventEntry,
  type EventInput,
  type EventListQuery,
  type EventStatusRequest,
} from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** Everything of events: any change to one reads the lists, the event and its registrations again. */
export const EVENTS = ['events'] as const;

/** `GET events`: one page for the filters and cursor in the URL. */
export const useEventList = (query: EventListQuery) =>
  useQuery({
    queryKey: [...EVENTS, 'list', query],
    queryFn: ({ signal }) => call('GET /events', { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** The calendar reads this many pages at most: a month of a busy club, not a season's archive. */
const CALENDAR_PAGES = 3;

/** Every event of the days on screen (up to CALENDAR_PAGES pages), and whether there were more. */
export const useCalendarEvents = (query: EventListQuery) =>
  useQuery({
    queryKey: [...EVENTS, 'calendar', query],
    queryFn: async ({ signal }) => {
      const items: EventEntry[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < CALENDAR_PAGES; page++) {
        const answer = await call(
          'GET /events',
          { query: { ...query, cursor, limit: EVENT_PAGE_MAX } },
          { signal },
        );
        items.push(...answer.items);
        cursor = answer.nextCursor ?? undefined;
        if (!cursor) break;
      }
      return { items, more: Boolean(cursor) };
    },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** One event, with what the caller may do with it (`may`: a coach, by whose teams it has). */
export const useEvent = (id: number) =>
  useQuery({
    queryKey: [...EVENTS, 'one', id],
    queryFn: ({ signal }) => call('GET /events/:id', { params: { id } }, { signal }),
    select: (answer) => ({ ...answer.event, may: answer.may }),
    meta: { silent: true },
  });

/** `GET events/clashes` for the times, venue and teams the form holds (null: nothing to ask yet). */
export const useClashes = (query: ClashQuery | null) =>
  useQuery({
    queryKey: [...EVENTS, 'clashes', query],
    queryFn: ({ signal }) => call('GET /events/clashes', { query: query! }, { signal }),
    enabled: query !== null,
    select: (answer) => answer.items,
    // A warning only: when it cannot be asked, the form still saves.
    meta: { silent: true },
  });

/** A change to events: every list, calendar and event is read again. */
export function useEventChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS }),
    // Each screen shows its own failure, next to what caused it.
    meta: { silent: true },
  });
}

export const useCreateEvent = () =>
  useEventChange((body: EventCreate) => call('POST /events', { body }).then((answer) => answer.event));

export const useUpdateEvent = () =>
  useEventChange(({ id, body }: { id: number; body: EventInput }) =>
    call('PUT /events/:id', { params: { id }, body }).then((answer) => answer.event),
  );

export const useEventStatus = () =>
  useEventChange(({ id, body }: { id: number; body: EventStatusRequest }) =>
    call('POST /events/:id/status', { params: { id }, body }),
  );

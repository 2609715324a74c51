import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { myEventsKey } from '../../../lib/queries/notifications.ts';

/** The caller's events: registrations, offers and what is open; any answer (or news) reads them all again. */
const MINE = myEventsKey;

/** `GET my/events`: the household's registrations, offers first. */
export const useMyEvents = () =>
  useQuery({
    queryKey: [...MINE, 'registrations'],
    queryFn: ({ signal }) => call('GET /my/events', {}, { signal }),
    meta: { silent: true },
  });

/** `GET my/events/open`, a page at a time ("Show more"), soonest first. */
export const useOpenEvents = () =>
  useInfiniteQuery({
    queryKey: [...MINE, 'open'],
    queryFn: ({ signal, pageParam }) =>
      call('GET /my/events/open', { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { silent: true },
  });

function useMyChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MINE }),
    // The page says what happened next to the button pressed.
    meta: { silent: true },
  });
}

/** Registers the caller or one of their children: a place when one is free, else the waitlist. */
export const useRegister = () =>
  useMyChange(({ eventId, subscriberID }: { eventId: number; subscriberID: string }) =>
    call('POST /my/events/:id/register', { params: { id: eventId }, body: { subscriberID } }).then(
      (answer) => answer.registration,
    ),
  );

/** Accepts or declines an offered place, or cancels a registration. */
export const useAnswer = () =>
  useMyChange(
    ({ registrationId, answer }: { registrationId: number; answer: 'accept' | 'decline' | 'cancel' }) =>
      call('POST /my/registrations/:registrationId/:answer', { params: { registrationId, answer } }).then(
        (reply) => reply.registration,
      ),
  );

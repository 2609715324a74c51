import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EVENT_PAGE_MAX,
  type Registration,
  type RegistrationListQuery,
  type StaffMoveRequest,
} from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { registrationsKey } from '../../../lib/queries/care.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { useEventChange } from './use-events.ts';

/** `GET events/{id}/registrations`: one page for the status and cursor in the URL. */
export const useRegistrations = (eventId: number, query: RegistrationListQuery) =>
  useQuery({
    queryKey: [...registrationsKey, eventId, query],
    queryFn: ({ signal }) =>
      call('GET /events/:id/registrations', { params: { id: eventId }, query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** Attendance reads this many people at most; a camp is far smaller. */
export const ATTENDANCE_MAX = EVENT_PAGE_MAX * 5;
/** The statuses that hold a place once offers are settled; the server filters by them. */
const HOLDING = 'registered,attended,absent';

/** Everyone holding a place (registered, attended, absent), for taking attendance. */
export const useAttendanceList = (eventId: number) =>
  useQuery({
    queryKey: [...registrationsKey, eventId, 'attendance'],
    queryFn: async ({ signal }) => {
      const people: Registration[] = [];
      let cursor: string | undefined;
      do {
        const answer = await call(
          'GET /events/:id/registrations',
          { params: { id: eventId }, query: { status: HOLDING, cursor, limit: EVENT_PAGE_MAX } },
          { signal },
        );
        people.push(...answer.items);
        cursor = answer.nextCursor ?? undefined;
      } while (cursor && people.length < ATTENDANCE_MAX);
      return { people, more: Boolean(cursor) };
    },
    meta: { silent: true },
  });

/** `POST events/{id}/registrations/{registrationId}`: attendance, a cancellation, or a place given. */
export const useStaffMove = (eventId: number) =>
  useEventChange(
    ({ registration, status }: { registration: Registration; status: StaffMoveRequest['status'] }) =>
      call('POST /events/:id/registrations/:registrationId', {
        params: { id: eventId, registrationId: registration.id },
        body: { status },
      }),
  );

export const useRegistrationsExport = (eventId: number) =>
  useDownload('GET /events/:id/registrations.csv', () => ({ params: { id: eventId } }));

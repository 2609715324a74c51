import type { QueryClient } from '@tanstack/react-query';

// Apart from care.ts's hooks: the live channel's handler needs only these, on the console's first load.

/** Every care record read (each key below `care`). */
export const CARE_KEY = ['care'] as const;
/** A person's care record under their public id, however it is read (staff's, their parent's). */
export const careKey = (subscriberID: string) => [...CARE_KEY, subscriberID] as const;
/** One's own, read through `GET profile/care`. */
export const ownCareKey = [...CARE_KEY, 'own'] as const;
/** Every event's registration lists, whose people carry the medical flag. */
export const registrationsKey = ['events', 'registrations'] as const;

/**
 * `subscriberID`'s record changed (the live channel's `care`): whatever shows it reads it again —
 * an open family or profile card, an open medical dialog, the attendance page's flags.
 */
export function careChanged(client: QueryClient, subscriberID: string) {
  void client.invalidateQueries({ queryKey: careKey(subscriberID) });
  void client.invalidateQueries({ queryKey: ownCareKey });
  void client.invalidateQueries({ queryKey: registrationsKey });
}

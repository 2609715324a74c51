import { eventForm } from './event-form.ts';
import { eventPage } from './event-page.ts';
import { eventRegistrations } from './event-registrations.ts';
import { events } from './events.ts';
import { myEvents } from './my-events.ts';

/**
 * The English of the events pages (staff's /event and everyone's /my/events). Unlike the rest of
 * the console's English (full.ts), it rides in those pages' chunks (../event-texts.ts), so the
 * console shell and the dashboard do not carry it.
 */
export const eventTexts = { events, eventForm, eventPage, eventRegistrations, myEvents };

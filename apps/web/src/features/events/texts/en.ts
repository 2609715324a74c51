import { eventForm } from './en/event-form.ts';
import { eventPage } from './en/event-page.ts';
import { eventRegistrations } from './en/event-registrations.ts';
import { events } from './en/events.ts';
import type {} from '../../../lib/i18n/english.ts'; // The interface its keys merge into.

/** The area's English (lib/i18n/i18n.ts loads it; its face names this file). */
export const texts = { eventForm, eventPage, eventRegistrations, events };

// Its keys join the ones t() accepts everywhere (lib/i18n/english.ts).
declare module '../../../lib/i18n/english.ts' {
  interface English {
    eventForm: typeof eventForm;
    eventPage: typeof eventPage;
    eventRegistrations: typeof eventRegistrations;
    events: typeof events;
  }
}

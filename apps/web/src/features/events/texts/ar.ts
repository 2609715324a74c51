import { eventForm } from './ar/event-form.ts';
import { eventPage } from './ar/event-page.ts';
import { eventRegistrations } from './ar/event-registrations.ts';
import { events } from './ar/events.ts';
import type { Translation } from '../../../lib/i18n/messages.ts';
import type { texts as english } from './en.ts';

/** The area's Arabic, loaded with every area's when Arabic is chosen (lib/i18n/i18n.ts). */
export const texts: Translation<typeof english> = { eventForm, eventPage, eventRegistrations, events };

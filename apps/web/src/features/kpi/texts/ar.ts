import { kpi } from './ar/kpi.ts';
import type { Translation } from '../../../lib/i18n/messages.ts';
import type { texts as english } from './en.ts';

/** The area's Arabic, loaded with every area's when Arabic is chosen (lib/i18n/i18n.ts). */
export const texts: Translation<typeof english> = { kpi };

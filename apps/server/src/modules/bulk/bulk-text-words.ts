import type { BulkTextMessage } from '@fieldhouse/contract';
import type { Deps } from '../../platform/request-context.ts';
import { templateForMany, type ManyRecipient } from '../sms/index.ts';

/** The words of a send for one person, and the template it names (null for a text of its own). */
export async function wordsOf(deps: Deps, message: BulkTextMessage) {
  if (message.kind === 'text') return { template: null, textFor: () => message.text };
  const template = await templateForMany(deps, message.templateId);
  return { template, textFor: (person: ManyRecipient) => template.textFor(person) };
}

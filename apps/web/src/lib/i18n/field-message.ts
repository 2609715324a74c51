import { FIELD_MESSAGES, type FieldCode } from '@fieldhouse/contract';
import { fieldText } from './field-text.ts';

/**
 * A field code's text in the reader's language, for a check a form makes itself before sending.
 * Apart from field-text.ts, which the sign-in page carries: this one brings the contract's table.
 */
export const fieldMessage = (code: FieldCode): string => fieldText(code, FIELD_MESSAGES[code]);

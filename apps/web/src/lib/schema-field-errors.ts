import { FIELD_MESSAGES, fieldCodeOf, type FieldIssue } from '@fieldhouse/contract';
import { fieldText } from './i18n/field-text.ts';

type Checkable = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: (FieldIssue & { path: readonly PropertyKey[] })[] };
  };
};

/**
 * A request checked with its contract schema before it is sent: each field's first problem, named
 * as the server names it and worded by its code in the reader's language, as the server's would be.
 * (This pulls in zod: only pages that are their own chunk import it.)
 */
export function schemaFieldErrors(schema: Checkable, request: unknown): Record<string, string> {
  const result = schema.safeParse(request);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    const name = issue.path.map(String).join('.') || 'body';
    if (name in errors) continue;
    const code = fieldCodeOf(issue);
    errors[name] = fieldText(code, FIELD_MESSAGES[code]);
  }
  return errors;
}

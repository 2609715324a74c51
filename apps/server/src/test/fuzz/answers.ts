import type { LightMyRequestResponse } from 'fastify';
import { ErrorCode, FIELD_CODES } from '@fieldhouse/contract';

const CODES = new Set<string>(ErrorCode.options);
const FIELD_CODE_SET = new Set<string>(FIELD_CODES);
/** zod's and Fastify's own English, for developers: never what a person reads. */
const DEVELOPER_WORDS =
  /^(Invalid input|Too (small|big)|Expected |Unrecognized key|Invalid (string|option|element)|FST_|body\/|querystring\/|params\/)/;

/** What is wrong with an answer, or null: never a 5xx, and every refusal coded and worded. */
export function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let answer: { status?: unknown; code?: unknown; message?: unknown; fields?: unknown; fieldCodes?: unknown };
  try {
    answer = res.json();
  } catch {
    return `answered ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  if (typeof answer.code !== 'string' || !CODES.has(answer.code)) return `no known code: ${res.body}`;
  if (answer.status !== String(res.statusCode)) return `status ${String(answer.status)} in the body`;
  if (typeof answer.message !== 'string' || answer.message.trim() === '') return `no message: ${res.body}`;
  if (DEVELOPER_WORDS.test(answer.message)) return `a developer's message: ${answer.message}`;
  const fields = (answer.fields ?? {}) as Record<string, unknown>;
  const fieldCodes = (answer.fieldCodes ?? {}) as Record<string, unknown>;
  for (const [name, text] of Object.entries(fields)) {
    if (typeof text !== 'string' || text === '' || DEVELOPER_WORDS.test(text)) {
      return `field ${name} reads ${JSON.stringify(text)}`;
    }
    if (!FIELD_CODE_SET.has(String(fieldCodes[name]))) return `field ${name} has no known code: ${res.body}`;
  }
  return null;
}

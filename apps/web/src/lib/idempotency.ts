import { useRef } from 'react';
import { IDEMPOTENCY_HEADER } from '@fieldhouse/contract';

/** A random key; `crypto.randomUUID` needs a secure page, so a plain-HTTP address gets one from random bytes. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The `Idempotency-Key` of a form that moves money: one key per submitted form, kept when the same
 * form is sent again after a failure (a lost answer, a retry), so the server pays once; a changed
 * form, or one sent after success, gets a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ key: string; body: string } | null>(null);
  return {
    /** The header to send this body with. */
    headersFor(body: unknown): Record<string, string> {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { key: newKey(), body: text };
      return { [IDEMPOTENCY_HEADER]: last.current.key };
    },
    /** The write succeeded: the next submit is a new one. */
    done(): void {
      last.current = null;
    },
  };
}

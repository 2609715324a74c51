import type { SmsDeliveryStatus } from '../../db/database.ts';

export type ProviderOptions = { url: string; token: string; sender: string; timeoutMs?: number };

export type Outcome =
  | { ok: true; status: SmsDeliveryStatus; providerMessageId: string | null }
  | { ok: false; retry: boolean; error: string };

/**
 * One try: `POST url` with `Authorization: Bearer <token>` and `{ from, to, text, reference }`; a
 * 2xx answer `{ id, status? }` carries the provider's message id and delivery status. Network
 * errors, time-outs, 429 and 5xx are worth another try; any other answer is final.
 */
export async function postToProvider(
  options: ProviderOptions,
  m: { to: string; text: string },
  reference: number,
  signal: AbortSignal,
): Promise<Outcome> {
  try {
    const res = await fetch(options.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: options.sender, to: m.to, text: m.text, reference: String(reference) }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs ?? 5_000)]),
    });
    if (!res.ok) {
      return { ok: false, retry: res.status === 429 || res.status >= 500, error: `HTTP ${res.status}` };
    }
    const body = (await res.json().catch(() => ({}))) as { id?: unknown; status?: unknown };
    return {
      ok: true,
      providerMessageId: typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : null,
      status: body.status === 'delivered' ? 'delivered' : 'sent',
    };
  } catch (err) {
    return { ok: false, retry: true, error: err instanceof Error ? err.name : 'network error' };
  }
}

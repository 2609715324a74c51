import type { FailureCode } from '@fieldhouse/contract';
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
  const timeoutMs = options.timeoutMs ?? 5_000;
  const deadline = tryDeadline(signal, timeoutMs);
  try {
    return await deadline.race(async () => {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ from: options.sender, to: m.to, text: m.text, reference: String(reference) }),
        signal: deadline.signal,
      });
      if (!res.ok) {
        return { ok: false, retry: res.status === 429 || res.status >= 500, error: `HTTP ${res.status}` };
      }
      const body = (await res.json().catch(() => ({}))) as { id?: unknown; status?: unknown };
      return {
        ok: true,
        providerMessageId:
          typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : null,
        status: body.status === 'delivered' ? 'delivered' : 'sent',
      };
    });
  } catch (err) {
    return { ok: false, retry: true, error: whyNoAnswer(err) };
  } finally {
    deadline.clear();
  }
}

/**
 * A try's end: the job's own stop or the time-out, whichever comes first. The try is raced
 * against it rather than trusting fetch alone, because Node's fetch can lose an abort that
 * reaches it through a combined signal once garbage collection runs (nodejs/undici#4068): a
 * slow provider then held a try for as long as it liked, past the time-out.
 */
function tryDeadline(jobSignal: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  let stop: (reason: unknown) => void = () => {};
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
  stopped.catch(() => {}); // read through `race`; no one else waits on it
  const end = (reason: unknown) => {
    controller.abort(reason);
    stop(reason);
  };
  const timer = setTimeout(() => end(new DOMException('The try timed out', 'TimeoutError')), timeoutMs);
  const onJobStop = () => end(new DOMException('The job stopped', 'AbortError'));
  if (jobSignal.aborted) onJobStop();
  else jobSignal.addEventListener('abort', onJobStop, { once: true });
  return {
    signal: controller.signal,
    race: <T>(work: () => Promise<T>) => Promise.race([work(), stopped]),
    clear() {
      clearTimeout(timer);
      jobSignal.removeEventListener('abort', onJobStop);
    },
  };
}

/**
 * Why a try got no answer, as a code the SMS log words beside a provider's `HTTP 503`: the
 * time-out, a refused or lost connection (fetch's TypeError says only "fetch failed"; its cause
 * has the code).
 */
function whyNoAnswer(err: unknown): FailureCode {
  if (!(err instanceof Error)) return 'SMS_NETWORK_ERROR';
  if (err.name === 'TimeoutError') return 'SMS_NO_ANSWER';
  if (err.name === 'AbortError') return 'SMS_STOPPED';
  const cause = err.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (code === 'ECONNREFUSED') return 'SMS_CONNECTION_REFUSED';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'SMS_CONNECTION_LOST';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'SMS_PROVIDER_NOT_FOUND';
  return 'SMS_NETWORK_ERROR';
}

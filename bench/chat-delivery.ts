import { fmt, startServer } from './lib.ts';
import { openLive, percentile, signIn, XSRF } from './live-client.ts';

// 200 chat messages from sam to coach, each timed from the send until coach's console has it.
const MESSAGES = 200;
const GOAL_P95_MS = 200;

export async function chatDelivery(): Promise<boolean> {
  // Every message is timed one after another, faster than a person may send: lift the chat rate.
  const app = await startServer('app.ts', { CHAT_SENDS_PER_MINUTE: '10000' });
  const base = `http://127.0.0.1:${app.port}/api/v1`;
  try {
    const [sam, coach] = [await signIn(base, 'sam'), await signIn(base, 'coach')];
    const arrived = new Map<string, number>();
    const waiters = new Map<string, () => void>();
    await openLive(app.port, coach.token, (m) => {
      const text = (m.message as { msg?: string } | undefined)?.msg;
      if (m.type !== 'message' || !text) return;
      arrived.set(text, performance.now());
      waiters.get(text)?.();
    });

    // Baseline in the same run: the plain HTTP round trip of a signed-in call that does no work.
    const baseline: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      await fetch(`${base}/health`, { headers: XSRF });
      baseline.push(performance.now() - start);
    }

    const delivery: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const text = `bench message ${i}`;
      const got = new Promise<void>((resolve) => waiters.set(text, resolve));
      const start = performance.now();
      const res = await fetch(`${base}/chat/messages`, {
        method: 'POST',
        headers: { ...XSRF, authorization: `Bearer ${sam.token}` },
        body: JSON.stringify({ friendId: coach.subscriberID, msg: text }),
      });
      if (!res.ok) throw new Error(`send failed: ${res.status}`);
      await got;
      delivery.push((arrived.get(text) ?? NaN) - start);
    }
    delivery.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    const p50 = percentile(delivery, 50);
    const p95 = percentile(delivery, 95);
    console.log(`chat delivery p50       ${p50.toFixed(1)} ms`);
    console.log(
      `chat delivery p95       ${p95.toFixed(1)} ms  (goal ≤ ${GOAL_P95_MS} ms)  ${p95 <= GOAL_P95_MS ? 'ok' : 'ABOVE GOAL'}`,
    );
    console.log(
      `baseline GET health p50 ${percentile(baseline, 50).toFixed(1)} ms  (ratio p50 ${fmt(p50 / percentile(baseline, 50))}×)`,
    );
    return p95 <= GOAL_P95_MS;
  } finally {
    await app.stop();
  }
}

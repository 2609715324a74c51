/**
 * A token bucket: `burst` messages at once, then `perSecond` on average. Its whole state is two
 * numbers, whatever is sent, so a flood costs a socket no memory.
 */
export type MessageBudget = {
  /** Spends one message if the bucket holds one; false means drop the message. */
  take(): boolean;
};

export function createMessageBudget(
  { burst, perSecond }: { burst: number; perSecond: number },
  now: () => number = () => performance.now(),
): MessageBudget {
  let tokens = burst;
  let at = now();
  return {
    take() {
      const time = now();
      tokens = Math.min(burst, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

type LoopOptions = {
  log: FastifyBaseLogger;
  /** Starts one due try if there is one and room for it; true when it started one. */
  take: () => Promise<boolean>;
  /** How long to sleep when nothing is due. */
  idleMs: () => Promise<number>;
};

export type PollLoop = {
  /** Something may be due now: look at once instead of finishing the sleep. */
  wake(): void;
  stop(): Promise<void>;
};

/** One process's worker: takes every due try there is room for, then sleeps until woken or due. */
export function startPollLoop({ log, take, idleMs }: LoopOptions): PollLoop {
  let running = true;
  let woken = false;
  let sleeper: { timer: NodeJS.Timeout; resolve: () => void } | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        sleeper = null;
        resolve();
      }, ms);
      sleeper = { timer, resolve };
    });

  async function loop() {
    while (running) {
      try {
        while (running && (await take()));
        // A wake that came while looking must not wait out a whole sleep.
        if (woken) {
          woken = false;
          continue;
        }
        if (running) await sleep(await idleMs());
      } catch (err) {
        log.error({ err }, 'jobs: looking for due jobs failed');
        if (running) await sleep(1_000);
      }
    }
  }

  function wake() {
    const current = sleeper;
    if (!current) {
      woken = true;
      return;
    }
    sleeper = null;
    clearTimeout(current.timer);
    current.resolve();
  }

  const done = loop();
  return {
    wake,
    async stop() {
      running = false;
      wake();
      await done;
    },
  };
}

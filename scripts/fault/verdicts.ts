import fs from 'node:fs';
import path from 'node:path';

/**
 * The checks as a Vitest-like JSON report (`--report <file>`), which .ci/summary.mjs adds to the
 * CI run's last line. A run that broke before its checks, or could not run, counts as one failure.
 */
export function writeReport(file: string, checks: [string, boolean][], broke: boolean) {
  const numPassedTests = checks.filter(([, ok]) => ok).length;
  const numFailedTests = checks.length - numPassedTests + (broke || checks.length === 0 ? 1 : 0);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ numPassedTests, numFailedTests, verdicts: checks }, null, 2));
}

/**
 * A fault script's checks: each a sentence with its figures and whether it held. `finish` prints
 * them as PASS/FAIL lines and the verdict, writes the report when given one, and ends the process
 * (0 when all held, 1 otherwise).
 */
export class Verdicts {
  private readonly list: [string, boolean][] = [];
  private readonly started = Date.now();

  constructor(
    private readonly name: string,
    private readonly report?: string,
  ) {}

  check(what: string, ok: boolean): boolean {
    this.list.push([what, ok]);
    return ok;
  }

  get passed(): boolean {
    return this.list.length > 0 && this.list.every(([, ok]) => ok);
  }

  /** Cleans up (a failure there is printed, not thrown), then `finish`. */
  async end(cleanUp: () => Promise<void>, error?: unknown): Promise<never> {
    await cleanUp().catch((err: unknown) => console.error('Cleaning up went wrong:', err));
    this.finish(error);
  }

  finish(error?: unknown): never {
    if (error)
      console.error(`\nThe script stopped: ${error instanceof Error ? error.stack : JSON.stringify(error)}`);
    for (const [what, ok] of this.list) console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`);
    const passed = !error && this.passed;
    if (this.report) writeReport(this.report, this.list, Boolean(error));
    const minutes = ((Date.now() - this.started) / 60_000).toFixed(1);
    console.log(`${passed ? 'PASS' : 'FAIL'}: ${this.name}, in ${minutes} min`);
    process.exit(passed ? 0 : 1);
  }
}

/** Waits until `check` answers true, every `everyMs`, or false after `seconds`. */
export async function until(check: () => Promise<boolean> | boolean, seconds: number, everyMs = 250) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A script's figure: as given, else its full or its `--small` size. */
export const sizer = (small: boolean) => (given: string | undefined, full: number, smallSize: number) =>
  Number(given ?? (small ? smallSize : full));

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Stops the script, as failed and saying why, when this machine cannot run it (a step of CI that
 * cannot run must never pass silently).
 */
export function cannotRun(verdicts: Verdicts, why: string): never {
  console.error(`This fault cannot run here: ${why}.`);
  verdicts.check(`the fault could run on this machine (${why})`, false);
  return verdicts.finish();
}

/** Stops the script as failed unless it runs as root (it mounts, or runs a server as another user). */
export function needRoot(verdicts: Verdicts, why: string) {
  if (process.getuid?.() !== 0) cannotRun(verdicts, `it ${why}, which needs root`);
}

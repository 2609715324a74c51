import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNVERIFIED_ACCOUNT_HOURS } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registration } from '../../test/journeys.ts';
import { CLEANUP_JOB } from '../cleanup/cleanup.job.ts';

const PER_HOUR = 5;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: String(PER_HOUR) });
});
afterAll(() => t.close());

const signUp = (body: ReturnType<typeof registration>, ip: string) =>
  t.api('POST', 'subscriber/register', body, { ip });

describe('registration limits', () => {
  it(`makes at most ${PER_HOUR} accounts an hour from one address, however many arrive at once`, async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signUp(registration(), '198.51.100.20')),
    );
    const made = burst.filter((r) => r.statusCode === 200);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(made).toHaveLength(PER_HOUR);
    expect(refused).toHaveLength(12 - PER_HOUR);
    expect(refused[0]?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused[0]?.json().message).toMatch(/Too many accounts were made from your network/);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);

    expect((await signUp(registration(), '198.51.100.21')).statusCode).toBe(200);
  });

  it(`frees the user name and number of an account left unverified for ${UNVERIFIED_ACCOUNT_HOURS} hours`, async () => {
    const body = registration();
    const first = await signUp(body, '198.51.100.30');
    expect(first.statusCode).toBe(200);
    expect((await signUp(body, '198.51.100.31')).json()).toMatchObject({ code: 'ALREADY_EXISTS' });

    await t.db
      .updateTable('users')
      .set({ created_at: Date.now() - (UNVERIFIED_ACCOUNT_HOURS + 1) * 3_600_000 })
      .where('id', '=', first.json<{ subscriberSeqID: number }>().subscriberSeqID)
      .execute();
    const job = await t.app.jobs.enqueue(CLEANUP_JOB, {});
    expect(await t.waitForJob(job)).toMatchObject({ state: 'completed' });

    expect((await signUp(body, '198.51.100.31')).statusCode).toBe(200);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createSmsGateway } from './gateway.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function recordingLog() {
  const lines: unknown[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push(args),
    warn: (...args: unknown[]) => lines.push(args),
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('outbox SMS driver', () => {
  it('stores every message', async () => {
    const { log } = recordingLog();
    const sms = createSmsGateway(loadConfig({ APP_MODE: 'demo' }), t.db, t.app.jobs, log);
    const result = await sms.send({
      to: '+447700900001',
      text: 'Your code is 123456',
      kind: 'otp',
      userId: null,
    });
    expect(result.deliveryStatus).toBe('stored');
    const row = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_number: '+447700900001',
      text: 'Your code is 123456',
      kind: 'otp',
      driver: 'outbox',
    });
  });

  it('writes the text to the log in demo mode, so a developer can sign up locally', async () => {
    const { lines, log } = recordingLog();
    await createSmsGateway(loadConfig({ APP_MODE: 'demo' }), t.db, t.app.jobs, log).send({
      to: '+447700900001',
      text: 'Your code is 654321',
      kind: 'otp',
    });
    expect(JSON.stringify(lines)).toContain('654321');
  });

  it('never writes a text to the log in production mode', async () => {
    const { lines, log } = recordingLog();
    await createSmsGateway(loadConfig({ APP_MODE: 'production' }), t.db, t.app.jobs, log).send({
      to: '+447700900001',
      text: 'Your code is 987654',
      kind: 'otp',
    });
    expect(JSON.stringify(lines)).not.toContain('987654');
    expect(lines).toEqual([]);
  });
});

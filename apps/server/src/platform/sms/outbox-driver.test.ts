import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createSmsGateway, type SmsConsole } from './gateway.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function recordingConsole() {
  const lines: unknown[] = [];
  const print: SmsConsole = (sms) => lines.push(sms);
  return { lines, print };
}

describe('outbox SMS driver', () => {
  it('stores every message, a phone code masked', async () => {
    const { print } = recordingConsole();
    const sms = createSmsGateway(loadConfig({ APP_MODE: 'demo' }), t.db, t.app.jobs, print);
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
      text: 'Your code is ••••••',
      kind: 'otp',
      driver: 'outbox',
    });
  });

  it('shows the text whole on the server’s console in demo mode, so a developer can sign up locally', async () => {
    const { lines, print } = recordingConsole();
    await createSmsGateway(loadConfig({ APP_MODE: 'demo' }), t.db, t.app.jobs, print).send({
      to: '+447700900001',
      text: 'Your code is 654321',
      kind: 'otp',
    });
    expect(JSON.stringify(lines)).toContain('654321');
  });

  it('never shows a text on the console in production mode', async () => {
    const { lines, print } = recordingConsole();
    await createSmsGateway(loadConfig({ APP_MODE: 'production' }), t.db, t.app.jobs, print).send({
      to: '+447700900001',
      text: 'Your code is 987654',
      kind: 'otp',
    });
    expect(JSON.stringify(lines)).not.toContain('987654');
    expect(lines).toEqual([]);
  });
});

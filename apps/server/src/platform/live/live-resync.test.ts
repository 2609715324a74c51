import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessagesResponse, LiveServerMessage } from '@fieldhouse/contract';
import { startDatabaseProxy, type DatabaseProxy } from '../../test/database-proxy.ts';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { befriend, person } from '../../test/journeys.ts';
import { openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';

/*
 * PostgreSQL restarted, or the listening connection ended: what was sent while this process was not
 * listening was never pushed, so every open console is told to read its lists again (`resync`)
 * once the process listens again, and reading them finds what was missed.
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
/** The listening connection tries again at most every 5 s (bus.ts), and a margin. */
const RELISTEN_MS = 15_000;

describe.skipIf(!onPostgres)('when the live channel’s listening connection drops', () => {
  let proxy: DatabaseProxy;
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    proxy = await startDatabaseProxy(postgresUrl);
    t = await startTestApp({}, { reachDatabase: (url) => proxy.through(url) });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  /** Two friends, each with a console open; `send` answers once the message is saved. */
  async function friends() {
    const [reader, writer] = [await person(t, 'coach'), await person(t, 'coach')];
    await befriend(t, writer.userId, reader.userId);
    const tabs = [
      await openSignedInLive(baseUrl, reader.token),
      await openSignedInLive(baseUrl, writer.token),
    ];
    const send = async (msg: string) => {
      const sent = await t.api(
        'POST',
        'chat/messages',
        { friendId: reader.publicId, msg },
        { token: writer.token },
      );
      expect(sent.statusCode, sent.body).toBe(200);
    };
    const read = async () => {
      const res = await t.api('GET', `chat/messages?friendId=${writer.publicId}`, undefined, {
        token: reader.token,
      });
      return res.json<ChatMessagesResponse>().messages.map((m) => m.msg);
    };
    return { tabs, send, read };
  }

  /** The index of the first `type` message a tab receives from `from` on, waiting up to RELISTEN_MS. */
  async function arrival(tab: LiveTestClient, type: LiveServerMessage['type'], from: number) {
    const until = Date.now() + RELISTEN_MS;
    for (;;) {
      const at = tab.received.findIndex((m, i) => i >= from && m.type === type);
      if (at >= 0) return at;
      if (Date.now() > until)
        throw new Error(`no ${type} within ${RELISTEN_MS} ms: ${JSON.stringify(tab.received)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('tells open consoles to resync once it listens again; the missed message is in the list', async () => {
    const { tabs, send, read } = await friends();
    const [tab, other] = tabs as [LiveTestClient, LiveTestClient];
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]?.s;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    // Only this app's LISTEN connection (its query names the app's own schema).
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where query = $1',
      [`listen "fieldhouse_live_${schema}"`],
    );
    await admin.end();
    expect(rowCount).toBe(1);

    // Sent at once, before the listener is back: its NOTIFY reaches no one.
    const from = tab.received.length;
    const missed = 'Sent while nobody listened';
    await send(missed);
    const resyncAt = await arrival(tab, 'resync', from);
    await arrival(other, 'resync', 0);
    // Nothing pushed it: the console learns of it only by reading again, as told.
    expect(tab.received.slice(from, resyncAt).some((m) => m.type === 'message')).toBe(false);
    expect(await read()).toContain(missed);

    // Listening again: the next message is pushed as usual.
    const next = 'Sent once it listened again';
    await send(next);
    expect((await tab.next('message', (m) => m.message.msg === next)).message.msg).toBe(next);
    for (const open of tabs) open.close();
  });

  it('after PostgreSQL restarts: the consoles are told to resync, and read what was sent meanwhile', async () => {
    const { tabs, send, read } = await friends();
    const [tab] = tabs as [LiveTestClient];
    const from = tab.received.length;
    await proxy.stop();
    expect((await t.api('GET', 'health')).statusCode).toBe(503);
    await proxy.start();

    // The pool comes back with the first call; the listening connection on its own schedule.
    const missed = 'Sent just after the restart';
    await send(missed);
    const resyncAt = await arrival(tab, 'resync', from);
    const pushed = tab.received.slice(from, resyncAt).some((m) => m.type === 'message');
    // Pushed live if the process listened again first, else read on the resync: never missing.
    expect(pushed || (await read()).includes(missed)).toBe(true);
    for (const open of tabs) open.close();
  });
});

import net from 'node:net';

export type DatabaseProxy = {
  /** The database URL with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** The local ports of the proxy's connections to the database (`client_port` in pg_stat_activity). */
  upstreamPorts(): number[];
  /** As a restart looks to the app: every connection drops and new ones are refused. */
  stop(): Promise<void>;
  /**
   * Every connection drops, and new ones ask the same server for `database` instead (null: the
   * real one again), so the server itself answers them as it answers for that database.
   */
  redirect(database: string | null): void;
  start(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy between one test app and the shared PostgreSQL, so a test can take the database
 * away from that app alone (other test files keep theirs) and bring it back.
 */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let redirectTo: string | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const socket of [client, upstream]) socket.on('error', end).on('close', end);
    upstream.pipe(client);
    const database = redirectTo;
    if (database === null) {
      client.pipe(upstream);
      return;
    }
    // The first message names the database: rewrite it, then pass everything through.
    let head = Buffer.alloc(0);
    const startup = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      if (head.length < 4 || head.length < head.readInt32BE(0)) return;
      client.off('data', startup);
      const length = head.readInt32BE(0);
      upstream.write(withDatabase(head.subarray(0, length), database));
      upstream.write(head.subarray(length));
      client.pipe(upstream);
    };
    client.on('data', startup);
  });
  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    dropAll();
    await closed;
  };

  return {
    through(url) {
      const routed = new URL(url);
      routed.hostname = '127.0.0.1';
      routed.port = String(port);
      return routed.toString();
    },
    upstreamPorts: () =>
      [...pairs].map((p) => p.upstream.localPort).filter((p): p is number => p !== undefined),
    stop,
    redirect(database) {
      redirectTo = database;
      dropAll();
    },
    start: () => listen(port).then(() => undefined),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

// PostgreSQL's StartupMessage: length, protocol 3.0, then name and value pairs as C strings.
const PROTOCOL_3 = 196_608;

/** The startup message with its `database` parameter replaced (any other first message as it was). */
function withDatabase(message: Buffer, database: string): Buffer {
  if (message.readInt32BE(4) !== PROTOCOL_3) return message;
  const parts = message.subarray(8).toString('utf8').split('\0');
  const pairs: string[] = [];
  for (let i = 0; i + 1 < parts.length && parts[i] !== ''; i += 2) {
    pairs.push(parts[i] ?? '', parts[i] === 'database' ? database : (parts[i + 1] ?? ''));
  }
  const body = Buffer.from(`${pairs.join('\0')}\0\0`, 'utf8');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(PROTOCOL_3, 4);
  return Buffer.concat([head, body]);
}

import net from 'node:net';

export type DatabaseProxy = {
  /** The database URL with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** The local ports of the proxy's connections to the database (`client_port` in pg_stat_activity). */
  upstreamPorts(): number[];
  /** As a restart looks to the app: every connection drops and new ones are refused. */
  stop(): Promise<void>;
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
    client.pipe(upstream).pipe(client);
  });
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
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
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
    start: () => listen(port).then(() => undefined),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

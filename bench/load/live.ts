import WebSocket from 'ws';

/**
 * A member's live console through nginx, as the browser keeps it: signed in with its own session,
 * opened again a moment after it closes (a process that stops or dies), counting what arrives.
 * Like the browser, it reads the conversation again when pushes may have been missed (a `resync`,
 * or the channel opened again): what only that reading found is in `resynced`.
 */
export class LiveConsole {
  opens = 0;
  received = new Set<string>();
  resynced = new Set<string>();
  private socket?: WebSocket;
  private closed = false;
  private readyOnce?: () => void;
  readonly ready = new Promise<void>((resolve) => (this.readyOnce = resolve));

  constructor(
    private readonly wsUrl: string,
    private readonly token: string,
    private readonly tag: string,
    /** What the owner's own messages start with: only their friend's are counted. */
    private readonly own: string,
    /** The friend's public id: their conversation is read again on a resync. */
    private readonly friendId: string,
  ) {
    this.open();
  }

  get isOpen() {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Whether the friend's message reached this console, pushed or read again. */
  seen(text: string) {
    return this.received.has(text) || this.resynced.has(text);
  }

  private counts(text: string | undefined): text is string {
    return Boolean(text?.startsWith(this.tag) && !text.startsWith(this.own));
  }

  private open() {
    const socket = new WebSocket(this.wsUrl);
    this.socket = socket;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: this.token })));
    socket.on('message', (raw) => {
      const m = JSON.parse((raw as Buffer).toString()) as { type: string; message?: { msg?: string } };
      if (m.type === 'ready') {
        this.opens++;
        this.readyOnce?.();
      }
      if (m.type === 'resync' || (m.type === 'ready' && this.opens > 1))
        this.readAgain().catch(() => undefined);
      const text = m.message?.msg;
      if (m.type === 'message' && this.counts(text)) this.received.add(text);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!this.closed) setTimeout(() => this.open(), 250 + Math.random() * 500);
    });
  }

  /** The conversation's latest page, read as the console does on a resync (tried again while the database is away). */
  private async readAgain(tries = 10) {
    const base = this.wsUrl.replace(/^ws/, 'http').replace(/\/live$/, '');
    for (let i = 0; i < tries && !this.closed; i++) {
      const res = await fetch(`${base}/chat/messages?friendId=${this.friendId}`, {
        headers: { authorization: `Bearer ${this.token}` },
      }).catch(() => null);
      if (res?.ok) {
        const { messages } = (await res.json()) as { messages: { msg?: string }[] };
        for (const { msg } of messages)
          if (this.counts(msg) && !this.received.has(msg)) this.resynced.add(msg);
        return;
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }

  close() {
    this.closed = true;
    this.socket?.terminate();
  }
}

/** Signs `userName` in through `base` (a session of the console's own, beside the load's). */
export async function signInFor(
  base: string,
  userName: string,
  password: string,
  address = '10.1.0.1',
): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=load',
      'x-xsrf-token': 'load',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ username: userName, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${userName}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

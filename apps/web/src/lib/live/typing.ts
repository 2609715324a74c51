import { LIVE_TYPING_EVERY_MS } from '@fieldhouse/contract';

/*
 * Typing notices travel over the live channel both ways and are never stored: a friend's notice
 * is announced to whoever listens (the open chat panel), and this tab's own typing is sent at most
 * every LIVE_TYPING_EVERY_MS per friend.
 */

type Listener = (friendId: string) => void;
const listeners = new Set<Listener>();

export function onFriendTyping(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceFriendTyping(friendId: string): void {
  for (const listener of listeners) listener(friendId);
}

let send: ((data: string) => void) | null = null;
const lastSent = new Map<string, number>();

/** The live channel registers how to send while it is ready, and null when it is not. */
export function setLiveSender(sender: ((data: string) => void) | null): void {
  send = sender;
}

export function sayTyping(friendId: string, now = Date.now()): void {
  if (!send || now - (lastSent.get(friendId) ?? 0) < LIVE_TYPING_EVERY_MS) return;
  lastSent.set(friendId, now);
  send(JSON.stringify({ type: 'typing', friendId }));
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { IMAGE_BASE } from '@fieldhouse/contract';
import type { DbOrTrx } from '../db/connect.ts';
import { serverSecret } from './server-secrets.repository.ts';

/*
 * Chat pictures are private to the conversation, but an <img> cannot send the bearer token. So a
 * participant is given a signed address that works for a while: `/media/chat/<file>?exp=&sig=`,
 * an HMAC-SHA256 over the picture's path and the expiry under a key the server made and keeps in
 * the database (every process shares it). Profile pictures stay public under /media/avatars.
 */

/** A signed address works at least this long, then until the next whole hour: the same address
 * for an hour lets the browser keep the picture. */
export const MEDIA_LINK_MS = 60 * 60_000;
const KEY_NAME = 'media-links';
const CHAT_PICTURE = /^chat\/[0-9a-f]{32}\.webp$/;

export type MediaSigner = {
  /** The address of a stored picture (its path under /media/), as a participant is given it. */
  address(relative: string, now?: number): string;
  /** Whether a request for `/media/<relative>` with that query may be answered now. */
  allows(relative: string, query: { exp?: unknown; sig?: unknown }, now?: number): boolean;
};

/** The signer, once its key is read (or made, by the first process to need it). */
export type MediaLinks = { signer(): Promise<MediaSigner> };

/** Pictures whose address must be signed: everything under chat/. */
export const isPrivateMedia = (relative: string) => relative.startsWith('chat/');

export function createMediaLinks(db: DbOrTrx): MediaLinks {
  // Read when first needed, not at build: the app must start while the database is down.
  let pending: Promise<MediaSigner> | undefined;
  return {
    signer() {
      pending ??= loadKey(db).then(signerWith, (err: unknown) => {
        pending = undefined;
        throw err;
      });
      return pending;
    },
  };
}

async function loadKey(db: DbOrTrx): Promise<Buffer> {
  const value = await serverSecret(db, KEY_NAME, () => randomBytes(32).toString('base64url'));
  return Buffer.from(value, 'base64url');
}

export function signerWith(key: Buffer): MediaSigner {
  const mac = (relative: string, exp: number) =>
    createHmac('sha256', key).update(`${relative}\n${exp}`).digest();
  return {
    address(relative, now = Date.now()) {
      const path = `${IMAGE_BASE}${relative}`;
      if (!isPrivateMedia(relative)) return path;
      const exp = Math.ceil((now + MEDIA_LINK_MS) / MEDIA_LINK_MS) * MEDIA_LINK_MS;
      return `${path}?exp=${exp}&sig=${mac(relative, exp).toString('base64url')}`;
    },
    allows(relative, query, now = Date.now()) {
      if (!isPrivateMedia(relative)) return true;
      const exp = Number(query.exp);
      if (!CHAT_PICTURE.test(relative) || typeof query.sig !== 'string' || !Number.isSafeInteger(exp)) {
        return false;
      }
      if (exp <= now) return false;
      // The signature as written, not as decoded: base64url decoding ignores the last character's
      // spare bits, so four spellings of one signature would otherwise all pass.
      const given = Buffer.from(query.sig);
      const wanted = Buffer.from(mac(relative, exp).toString('base64url'));
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    },
  };
}

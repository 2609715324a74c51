import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatMessagesResponse } from '@fieldhouse/contract';
import { createMediaLinks } from '../../platform/media-links.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { befriend, person } from '../../test/journeys.ts';
import { image, multipart, storedPicture } from '../../test/pictures.ts';

/* A chat picture is shown to the conversation's two people only: by a signed address that expires. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function sendPicture() {
  const sender = await person(t, 'subscriber');
  const friend = await person(t, 'subscriber');
  await befriend(t, sender.userId, friend.userId);
  const body = multipart(await image('png'));
  const res = await t.api('POST', `chat/messages/picture?friendId=${friend.publicId}`, body.payload, {
    token: sender.token,
    headers: { 'content-type': body.type },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { image: address } = res.json<{ message: ChatMessage }>().message;
  const file = /(chat\/[0-9a-f]{32}\.webp)/.exec(address ?? '')?.[1];
  expect(file).toBeTruthy();
  return { sender, friend, address: address!, file: file! };
}

describe('chat pictures', () => {
  it('are served at the signed address both people are given, kept in their browser only', async () => {
    const { sender, friend, address, file } = await sendPicture();
    expect(address).toMatch(/^\/media\/chat\/[0-9a-f]{32}\.webp\?exp=\d+&sig=[\w-]{43}$/);
    const sent = await get(address);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('image/webp');
    expect(sent.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const listed = await t.api('GET', `chat/messages?friendId=${sender.publicId}`, undefined, {
      token: friend.token,
    });
    const received = listed.json<ChatMessagesResponse>().messages.at(-1)?.image ?? '';
    expect(received.startsWith(`/media/${file}?exp=`)).toBe(true);
    expect((await get(received)).statusCode).toBe(200);
  });

  it('are not there for an address without a valid, unexpired signature', async () => {
    const { address, file } = await sendPicture();
    const url = new URL(address, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = Number(url.searchParams.get('exp'));
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = BASE64URL.indexOf(sig.at(-1)!);
    const refused = [
      `/media/${file}`,
      `/media/${file}?exp=${exp}`,
      // Another first character: another signature.
      `/media/${file}?exp=${exp}&sig=${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`,
      // The last character's spare bit flipped: the same bytes once decoded, but not the signature given.
      `/media/${file}?exp=${exp}&sig=${sig.slice(0, -1)}${BASE64URL[last ^ 1]}`,
      `/media/${file}?exp=${exp + 3_600_000}&sig=${sig}`,
      `/media//${file}?exp=${exp}`,
      `/media/avatars/../${file}`,
      `/media/%63hat/${file.slice(5)}`,
      `/media/chat/`,
    ];
    for (const bad of refused) {
      const res = await get(bad);
      expect([bad, res.statusCode]).not.toEqual([bad, 200]);
      expect(res.headers['content-type'], bad).not.toBe('image/webp');
    }
    // Signed an hour and more ago: expired.
    const signer = await createMediaLinks(t.db).signer();
    expect((await get(signer.address(file, Date.now() - 3 * 3_600_000))).statusCode).toBe(404);
  });

  it('share one key across processes: a second signer on the same database makes working addresses', async () => {
    const { file } = await sendPicture();
    const other = await createMediaLinks(t.db).signer();
    expect((await get(other.address(file))).statusCode).toBe(200);
    const rows = await t.db.selectFrom('server_secrets').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('leave profile pictures public, as the directory and connections show them', async () => {
    const avatar = await storedPicture(t, 'avatars');
    expect((await get(`/media/${avatar}`)).statusCode).toBe(200);
  });
});

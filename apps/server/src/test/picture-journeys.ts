import { expect } from 'vitest';
import type { ChatMessage } from '@fieldhouse/contract';
import type { TestApp } from './harness.ts';
import { befriend, person } from './journeys.ts';
import { image, isStored, multipart } from './pictures.ts';

/*
 * What every picture store must do, driven through the HTTP layer: the picture-store tests run it
 * against the disk, PostgreSQL and an S3 bucket.
 */

type Person = Awaited<ReturnType<typeof person>>;

/** Uploads a profile picture for `who` and answers its stored name. */
export async function uploadAvatar(t: TestApp, who: Person): Promise<string> {
  const body = multipart(await image('png'));
  const res = await t.api('POST', 'subscriber/picture', body.payload, {
    token: who.token,
    headers: { 'content-type': body.type },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ profile_image: string }>().profile_image;
}

/** Sends a chat picture from `from` to `to` and answers its signed address and stored name. */
export async function sendChatPicture(t: TestApp, from: Person, to: Person) {
  const body = multipart(await image('jpeg'), 'x.jpg', 'image/jpeg');
  const res = await t.api('POST', `chat/messages/picture?friendId=${to.publicId}`, body.payload, {
    token: from.token,
    headers: { 'content-type': body.type },
  });
  expect(res.statusCode, res.body).toBe(200);
  const address = res.json<{ message: ChatMessage }>().message.image ?? '';
  return { address, name: /(chat\/[0-9a-f]{32}\.webp)/.exec(address)![1]! };
}

/** A picture is served with its validator and the old cache header, and answers 304 when unchanged. */
export async function expectServed(t: TestApp, name: string) {
  const served = await t.app.inject({ method: 'GET', url: `/media/${name}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toBe('public, max-age=0');
  expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const etag = String(served.headers.etag);
  expect(etag).toMatch(/^(W\/)?".+"$/);
  const again = await t.app.inject({
    method: 'GET',
    url: `/media/${name}`,
    headers: { 'if-none-match': etag },
  });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  return served.rawPayload;
}

/** Nothing at the address: a 404 with its code, for a name never stored and for one removed. */
export async function expectMissing(t: TestApp, name: string) {
  const res = await t.app.inject({ method: 'GET', url: `/media/${name}` });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  expect(await isStored(t, name)).toBe(false);
}

/** A person with a profile picture and a chat picture sent is erased: both are gone from the store. */
export async function expectErasedPicturesGone(t: TestApp) {
  const admin = await person(t, 'admin');
  const me = await person(t, 'subscriber');
  const friend = await person(t, 'subscriber');
  await befriend(t, me.userId, friend.userId);
  const avatar = await uploadAvatar(t, me);
  const sent = await sendChatPicture(t, me, friend);
  const received = await sendChatPicture(t, friend, me);
  for (const name of [avatar, sent.name, received.name]) expect(await isStored(t, name)).toBe(true);
  const asked = await t.api('POST', 'profile/deletion', undefined, { token: me.token });
  const { requestID } = asked.json<{ request: { requestID: string } }>().request;
  const decided = await t.api(
    'POST',
    `review/deletions/${requestID}/decision`,
    { decision: 'confirm' },
    {
      token: admin.token,
    },
  );
  expect(decided.statusCode, decided.body).toBe(200);
  for (const name of [avatar, sent.name, received.name]) await expectMissing(t, name);
}

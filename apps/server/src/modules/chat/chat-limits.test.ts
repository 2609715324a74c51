import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PICTURE_MAX_PX } from '@fieldhouse/contract';
import { toWebp } from '../../platform/images.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { befriend, person, travel } from '../../test/journeys.ts';
import { image, multipart, storedNames } from '../../test/pictures.ts';

// Small limits, set the one way tests may: through configuration.
const SENDS_PER_MINUTE = 8;
const PICTURES_THAT_FIT = 3;

let t: TestApp;
let picture: Buffer;
/** The picture's size once stored (WebP), which the quota counts. */
let storedBytes: number;

beforeAll(async () => {
  picture = await image('png', 400, 300);
  const fit = { width: CHAT_PICTURE_MAX_PX, height: CHAT_PICTURE_MAX_PX, fit: 'inside' as const };
  storedBytes = (await toWebp(picture, { ...fit, withoutEnlargement: true })).length;
  // Room for three and a half pictures.
  const quotaMb = ((PICTURES_THAT_FIT + 0.5) * storedBytes) / (1024 * 1024);
  t = await startTestApp({
    CHAT_SENDS_PER_MINUTE: String(SENDS_PER_MINUTE),
    CHAT_STORAGE_MB_PER_PERSON: quotaMb.toFixed(12),
  });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof person>>;

async function pair(): Promise<[Person, Person]> {
  const [a, b] = [await person(t, 'subscriber'), await person(t, 'subscriber')];
  await befriend(t, a.userId, b.userId);
  return [a, b];
}

const sendText = (from: Person, to: Person, msg: string) =>
  t.api('POST', 'chat/messages', { friendId: to.publicId, msg }, { token: from.token });

const sendPicture = (from: Person, to: Person) => {
  const body = multipart(picture);
  return t.api('POST', `chat/messages/picture?friendId=${to.publicId}`, body.payload, {
    token: from.token,
    headers: { 'content-type': body.type },
  });
};

const messagesFrom = async (userId: number) =>
  t.db.selectFrom('messages').select(['id', 'image']).where('from_user_id', '=', userId).execute();

const chatFiles = async () => (await storedNames(t)).filter((n) => n.startsWith('chat/')).length;

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('chat send rate', () => {
  it(`lets ${SENDS_PER_MINUTE} of many parallel sends a minute through, then answers 429 CHAT_RATE_LIMITED`, async () => {
    const [me, friend] = await pair();
    const extra = 5;
    const responses = await Promise.all(
      Array.from({ length: SENDS_PER_MINUTE + extra }, (_, i) => sendText(me, friend, `hello ${i}`)),
    );
    expect(statuses(responses)).toEqual([
      ...Array<number>(SENDS_PER_MINUTE).fill(200),
      ...Array<number>(extra).fill(429),
    ]);
    const refused = responses.find((r) => r.statusCode === 429);
    const body = refused?.json<{ code: string; message: string; retryAfter: number }>();
    expect(body).toMatchObject({ code: 'CHAT_RATE_LIMITED', message: expect.stringMatching(/too fast/) });
    expect(body?.retryAfter).toBeGreaterThan(0);
    expect(body?.retryAfter).toBeLessThanOrEqual(60);
    expect(refused?.headers['retry-after']).toBe(String(body?.retryAfter));
    expect(await messagesFrom(me.userId)).toHaveLength(SENDS_PER_MINUTE);

    // A picture is a send too, refused before it is stored.
    const files = await chatFiles();
    const pictureRes = await sendPicture(me, friend);
    expect([pictureRes.statusCode, pictureRes.json().code]).toEqual([429, 'CHAT_RATE_LIMITED']);
    expect(await chatFiles()).toBe(files);

    // The friend is counted apart, and a minute later the sender may go on.
    expect((await sendText(friend, me, 'slow down')).statusCode).toBe(200);
    await travel(t, 60_000);
    expect((await sendText(me, friend, 'a minute later')).statusCode).toBe(200);
  });

  it('counts nothing for a send to someone the sender may not chat with', async () => {
    const [me, stranger] = [await person(t, 'subscriber'), await person(t, 'subscriber')];
    for (let i = 0; i < SENDS_PER_MINUTE + 1; i++) {
      expect((await sendText(me, stranger, 'hi')).statusCode).toBe(404);
    }
    const counted = await t.db
      .selectFrom('rate_limit_hits')
      .select('id')
      .where('limit_name', '=', 'chat-sends')
      .where('key', '=', String(me.userId))
      .execute();
    expect(counted).toEqual([]);
  });
});

describe('chat picture storage', () => {
  it(`stores pictures until the sender's quota is full, then answers 413 CHAT_STORAGE_FULL, under parallel sends`, async () => {
    const [me, friend] = await pair();
    const files = await chatFiles();
    const tries = PICTURES_THAT_FIT + 3;
    const responses = await Promise.all(Array.from({ length: tries }, () => sendPicture(me, friend)));
    expect(statuses(responses)).toEqual([
      ...Array<number>(PICTURES_THAT_FIT).fill(200),
      ...Array<number>(tries - PICTURES_THAT_FIT).fill(413),
    ]);
    expect(responses.find((r) => r.statusCode === 413)?.json()).toMatchObject({
      code: 'CHAT_STORAGE_FULL',
      message: expect.stringMatching(/no more pictures/),
    });
    // Exactly what fits was stored and counted; the refused pictures left no file behind.
    const sent = await messagesFrom(me.userId);
    expect(sent.filter((m) => m.image !== null)).toHaveLength(PICTURES_THAT_FIT);
    expect(await chatFiles()).toBe(files + PICTURES_THAT_FIT);
    const used = await t.db
      .selectFrom('chat_storage')
      .select('bytes')
      .where('user_id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(Number(used.bytes)).toBe(PICTURES_THAT_FIT * storedBytes);

    // Text still goes; the friend's own quota is untouched.
    await travel(t, 60_000);
    expect((await sendText(me, friend, 'no more pictures, then')).statusCode).toBe(200);
    expect((await sendPicture(friend, me)).statusCode).toBe(200);
  });
});

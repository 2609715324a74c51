import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { snapshot } from '../../test/journeys.ts';
import { bytesOf, image, isStored, multipart, pictureStore, storedNames } from '../../test/pictures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn('sam');
});
afterAll(() => t.close());

const upload = (content: Buffer, filename?: string, type?: string, field?: string) => {
  const body = multipart(content, filename, type, field);
  return t.api('POST', 'subscriber/picture', body.payload, { token, headers: { 'content-type': body.type } });
};

const stored = async () =>
  (
    await t.db
      .selectFrom('users')
      .select('profile_image')
      .where('user_name', '=', 'sam')
      .executeTakeFirstOrThrow()
  ).profile_image;

describe('POST subscriber/picture', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s, stores a 256×256 WebP and serves it',
    async (format) => {
      const res = await upload(await image(format), `me.${format}`, `image/${format}`);
      expect(res.statusCode).toBe(200);
      const { profile_image } = res.json<{ profile_image: string }>();
      expect(profile_image).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
      expect(await stored()).toBe(profile_image);
      const kept = await pictureStore(t).get(profile_image);
      const meta = await sharp(await bytesOf(kept!.body)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      const served = await t.app.inject({ method: 'GET', url: `/media/${profile_image}` });
      expect(served.statusCode).toBe(200);
    },
  );

  it('removes the picture it replaces', async () => {
    const first = (await upload(await image('png'))).json().profile_image as string;
    const second = (await upload(await image('jpeg'), 'x.jpg', 'image/jpeg')).json().profile_image as string;
    expect(await isStored(t, first)).toBe(false);
    expect(await isStored(t, second)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${first}` })).statusCode).toBe(404);
  });

  it('judges by content: text renamed .png is refused, changing nothing', async () => {
    const before = await snapshot(t);
    const files = await storedNames(t);
    const res = await upload(Buffer.from('<script>alert(1)</script> not an image'), 'evil.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE', fields: { picture: expect.any(String) } });
    expect(await snapshot(t)).toEqual(before);
    expect(await storedNames(t)).toEqual(files);
  });

  it('refuses a GIF, a real image of another type', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'x.png', 'image/png')).json().code).toBe('UNSUPPORTED_IMAGE');
  });

  it('refuses a file over 5 MB, changing nothing', async () => {
    const before = await snapshot(t);
    const res = await upload(Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('IMAGE_TOO_LARGE');
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses an image over 40 megapixels', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses a missing file, another field name, and a JSON body', async () => {
    expect((await upload(await image('png'), 'me.png', 'image/png', 'avatar')).json().fields).toHaveProperty(
      'picture',
    );
    const json = await t.api('POST', 'subscriber/picture', { picture: 'x' }, { token });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a caller without a token', async () => {
    const body = multipart(await image('png'));
    const res = await t.api('POST', 'subscriber/picture', body.payload, {
      headers: { 'content-type': body.type },
    });
    expect(res.statusCode).toBe(401);
  });
});

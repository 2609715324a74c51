import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from '@fieldhouse/contract';

/*
 * A first look at a chosen picture, to say early and kindly what the server would refuse. The
 * server judges by content and has the last word; anything this side cannot tell goes to it.
 */

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

type Chosen = { type: string; size: number };

/** What the page says when a picture is refused here (its words are in the profile texts). */
export type PictureProblem = 'type' | 'bytes' | 'pixels';

/** What is wrong with the file, if its declared type, size or pixel count already tells. */
export function pictureProblem(file: Chosen, pixels: number | undefined): PictureProblem | undefined {
  // Some systems declare no type at all; then only the server can tell.
  if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return 'type';
  }
  if (file.size > AVATAR_MAX_BYTES) return 'bytes';
  if (pixels !== undefined && pixels > AVATAR_MAX_PIXELS) {
    return 'pixels';
  }
  return undefined;
}

/** Width × height as the browser reads it, or undefined when it cannot (the server then decides). */
export function readPixelCount(file: Blob): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (pixels: number | undefined) => {
      URL.revokeObjectURL(url);
      resolve(pixels);
    };
    // The load event comes with the size known, before the picture is decoded for painting.
    image.onload = () => done(image.naturalWidth * image.naturalHeight);
    image.onerror = () => done(undefined);
    image.src = url;
  });
}

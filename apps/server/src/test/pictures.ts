import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(content: Buffer, filename = 'me.png', type = 'image/png', field = 'picture') {
  const boundary = `----fieldhouse${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A plain picture of the given format and size. */
export const image = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 4, g: 169, b: 245 } } })
    .toFormat(format)
    .toBuffer();

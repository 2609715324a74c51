import { z } from 'zod';

/*
 * The environment of an S3-compatible bucket for uploaded pictures (platform/pictures/s3-store.ts):
 * with S3_BUCKET set, pictures go there whatever the database.
 */

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const s3Env = {
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
};

type S3Env = z.infer<z.ZodObject<typeof s3Env>>;

export type S3Config = {
  bucket: string;
  region: string;
  /** Another provider's address (MinIO, R2…); unset: AWS's own for the region. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Both or neither; without them the SDK's usual chain finds the credentials. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

/** The bucket, or undefined without S3_BUCKET; the lines of what is wrong when the set does not hold. */
export function s3Config(e: S3Env): { s3: S3Config | undefined; problems: string[] } {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k]);
    return {
      s3: undefined,
      problems: stray.map((k) => `  ${k}: set S3_BUCKET too, or pictures are not kept in a bucket`),
    };
  }
  const key = e.S3_ACCESS_KEY_ID;
  const secret = e.S3_SECRET_ACCESS_KEY;
  const problems =
    Boolean(key) === Boolean(secret)
      ? []
      : [
          `  ${key ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required with ${key ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`,
        ];
  return {
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      accessKeyId: key,
      secretAccessKey: secret,
    },
    problems,
  };
}

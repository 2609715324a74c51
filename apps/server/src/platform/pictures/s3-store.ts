import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Config } from '../../s3-config.ts';
import type { PictureStore } from './picture-store.ts';

type Sdk = typeof S3Sdk;

const notThere = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Pictures as objects of an S3-compatible bucket, keyed by their name, through the AWS SDK v3
 * client. The SDK is loaded with the first picture stored or read: a server without S3 never loads it.
 * Without S3_ACCESS_KEY_ID the SDK's own chain finds credentials (environment, profile, instance role).
 */
export function createS3Store(s3: S3Config): PictureStore {
  let client: Promise<{ sdk: Sdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s3.region,
        forcePathStyle: s3.forcePathStyle,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        ...(s3.accessKeyId && s3.secretAccessKey
          ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
          : {}),
      }),
    })));
  const object = (name: string) => ({ Bucket: s3.bucket, Key: name });
  return {
    kind: 's3',
    where: `the S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`,
    async put(name, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ ...object(name), Body: bytes, ContentType: contentType }));
    },
    async get(name) {
      const { sdk, client } = await connect();
      const answer = await client.send(new sdk.GetObjectCommand(object(name))).catch((err: unknown) => {
        if (notThere(err)) return null;
        throw err;
      });
      if (!answer?.Body) return null;
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        etag: answer.ETag ?? `"${name}"`,
        modified: answer.LastModified ?? new Date(0),
      };
    },
    async size(name) {
      const { sdk, client } = await connect();
      const head = await client.send(new sdk.HeadObjectCommand(object(name))).catch((err: unknown) => {
        if (notThere(err)) return null;
        throw err;
      });
      return head ? (head.ContentLength ?? 0) : null;
    },
    async remove(name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand(object(name)));
    },
  };
}

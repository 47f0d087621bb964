import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidPhotoKey, PhotoNotFoundError } from './keys.ts';
import type { PhotoStorage } from './types.ts';

export type S3PhotoStorageConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, …); path-style addressing is used then. */
  endpoint?: string;
  /** Without both, the SDK's default credential chain applies (environment, instance role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Per-request timeout; default 15 s. */
  timeoutMs?: number;
};

type Sdk = {
  client: S3Client;
  s3: typeof import('@aws-sdk/client-s3');
  presign: typeof import('@aws-sdk/s3-request-presigner').getSignedUrl;
};

/**
 * Photos in an S3 bucket (or an S3-compatible store). Links are presigned
 * GET URLs straight to the store, valid for the asked time. The SDK is loaded
 * on first use.
 */
export function s3PhotoStorage(config: S3PhotoStorageConfig): PhotoStorage {
  let sdk: Promise<Sdk> | undefined;
  const connect = async (): Promise<Sdk> => {
    const [s3, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
    const client = new s3.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: several S3-compatible stores reject the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: config.timeoutMs ?? 15_000, throwOnRequestTimeout: true },
      maxAttempts: 2,
    });
    return { client, s3, presign: presigner.getSignedUrl };
  };
  const ready = (): Promise<Sdk> =>
    (sdk ??= connect().catch((error: unknown) => {
      sdk = undefined;
      throw error;
    }));

  return {
    name: 's3',
    isLive: true,
    async put(key, bytes, contentType) {
      assertValidPhotoKey(key);
      const { client, s3 } = await ready();
      try {
        await client.send(new s3.PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType }));
      } catch (error) {
        throw new Error(`S3 did not store the photo: ${describe(error)}`, { cause: error });
      }
    },
    async get(key) {
      assertValidPhotoKey(key);
      const { client, s3 } = await ready();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!object.Body) throw new Error('the object has no body');
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw new PhotoNotFoundError(key);
        throw new Error(`S3 did not return the photo: ${describe(error)}`, { cause: error });
      }
    },
    async signedUrl(key, expiresInSeconds) {
      assertValidPhotoKey(key);
      const { client, s3, presign } = await ready();
      return presign(client, new s3.GetObjectCommand({ Bucket: config.bucket, Key: key }), { expiresIn: Math.max(1, Math.ceil(expiresInSeconds)) });
    },
  };
}

function describe(error: unknown): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return status ? `HTTP ${status} (${message})` : message;
}

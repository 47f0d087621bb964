import path from 'node:path';
import { env, publicBaseUrl } from '@/env.ts';
import { localPhotoStorage } from './local.ts';
import { s3PhotoStorage } from './s3.ts';
import { photoUrlSecret } from './signing.ts';
import type { PhotoStorage } from './types.ts';

export { isValidPhotoKey, PhotoNotFoundError } from './keys.ts';
export { verifyPhotoSignature, type PhotoSignatureCheck } from './signing.ts';

let storage: PhotoStorage | undefined;

/** The photo store chosen by PHOTO_STORAGE, made once per process. */
export function photoStorage(): PhotoStorage {
  storage ??= makePhotoStorage();
  return storage;
}

function makePhotoStorage(): PhotoStorage {
  const config = env();
  switch (config.PHOTO_STORAGE) {
    case 'local':
      return localPhotoStorage({ dir: localPhotoDir(), baseUrl: publicBaseUrl, secret: photoUrlSecret });
    case 's3':
      if (!config.S3_BUCKET) throw new Error('PHOTO_STORAGE=s3 needs S3_BUCKET to be set.');
      return s3PhotoStorage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      });
  }
}

/** `$SPOTCHECK_DATA_DIR/photos`. */
export function localPhotoDir(): string {
  return path.resolve(env().SPOTCHECK_DATA_DIR, 'photos');
}

/** For /status: where photos are kept, without creating the store. */
export function photoStorageInfo(): { name: string; isLive: boolean; description: string } {
  const config = env();
  return config.PHOTO_STORAGE === 's3'
    ? {
        name: 's3',
        isLive: true,
        description: `Photos are kept in the S3 bucket ${config.S3_BUCKET ?? '(S3_BUCKET not set)'}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}; agents get presigned links.`,
      }
    : {
        name: 'local',
        isLive: true,
        description: 'Photos are kept as files on this server (SPOTCHECK_DATA_DIR/photos); agents get signed links to /photos/… that expire.',
      };
}

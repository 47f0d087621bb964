import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidPhotoKey, PhotoNotFoundError } from './keys.ts';
import { photoSignature } from './signing.ts';
import type { PhotoStorage } from './types.ts';

export type LocalPhotoStorageConfig = {
  /** The folder the photos live in (`$SPOTCHECK_DATA_DIR/photos`). */
  dir: string;
  /** Where this server is reached; links are `${baseUrl()}/photos/<key>?expires=…&signature=…`. */
  baseUrl: () => string;
  /** The signing secret, read when a link is made. */
  secret: () => string;
  now?: () => Date;
};

/**
 * Photos as files on this machine: `<dir>/<key>` holds the bytes and the hidden
 * `<dir>/.<key>.type` its content type. Every server process serving links
 * must share the folder. Links go to GET /photos/<key>, which checks them.
 */
export function localPhotoStorage(config: LocalPhotoStorageConfig): PhotoStorage {
  const dir = path.resolve(config.dir);
  const fileOf = (key: string) => path.join(dir, key);
  const typeFileOf = (key: string) => path.join(dir, `.${key}.type`);
  let made: Promise<unknown> | undefined;

  /** Write then rename, so a reader never sees half a file. */
  async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
    const temporary = path.join(dir, `.tmp-${randomUUID()}`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    name: 'local',
    isLive: true,
    async put(key, bytes, contentType) {
      assertValidPhotoKey(key);
      made ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
        made = undefined;
        throw error;
      });
      await made;
      await writeAtomically(typeFileOf(key), contentType);
      await writeAtomically(fileOf(key), bytes);
    },
    async get(key) {
      assertValidPhotoKey(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(fileOf(key)), readFile(typeFileOf(key), 'utf8')]);
        return { bytes, contentType: contentType.trim() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PhotoNotFoundError(key);
        throw error;
      }
    },
    async signedUrl(key, expiresInSeconds) {
      assertValidPhotoKey(key);
      const now = config.now?.() ?? new Date();
      const expires = Math.floor(now.getTime() / 1000) + Math.max(1, Math.ceil(expiresInSeconds));
      const signature = photoSignature(key, expires, config.secret());
      return `${config.baseUrl()}/photos/${key}?expires=${expires}&signature=${signature}`;
    },
  };
}

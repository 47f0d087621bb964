/** Photo keys are plain file names: letters, digits, dot, underscore, dash; not starting with a dot (no `..`, no hidden files). */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function isValidPhotoKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidPhotoKey(key: string): void {
  if (!isValidPhotoKey(key)) throw new Error(`Invalid photo key ${JSON.stringify(key.slice(0, 80))}: only A-Z a-z 0-9 . _ - are allowed (up to 200, not starting with a dot).`);
}

/** A photo that is not (or no longer) stored. */
export class PhotoNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored photo has the key ${key}.`);
    this.name = 'PhotoNotFoundError';
  }
}

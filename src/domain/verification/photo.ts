import exifr from 'exifr';
import sharp from 'sharp';
import { DomainError } from '@/domain/errors.ts';

export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type PreparedPhoto = { jpeg: Buffer; exifTakenAt: Date | null; exifHasOffset: boolean };

/**
 * Checks an uploaded photo and makes the copy agents may see: a re-encoded
 * JPEG without any metadata (so no GPS or device EXIF identifies the worker).
 * The camera's own time is read first, for the freshness check.
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  if (bytes.length === 0 || bytes.length > MAX_PHOTO_BYTES) {
    throw new DomainError('invalid_photo', `The photo is ${Math.round(bytes.length / 1024)} KiB; it must be between 1 byte and 8 MiB.`, 'Take the photo again at a lower resolution.');
  }
  const format = await sharp(bytes)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new DomainError('invalid_photo', 'The file is not a JPEG, PNG or WebP photo.', 'Take the photo with the camera button on this page.');
  }
  const exif = (await exifr.parse(bytes, { pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal'] }).catch(() => null)) as
    | { DateTimeOriginal?: Date; CreateDate?: Date; OffsetTimeOriginal?: string }
    | null;
  const taken = exif?.DateTimeOriginal ?? exif?.CreateDate ?? null;
  const jpeg = await sharp(bytes).rotate().resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
  return { jpeg, exifTakenAt: taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken : null, exifHasOffset: Boolean(exif?.OffsetTimeOriginal) };
}

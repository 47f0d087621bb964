import exifr from 'exifr';
import { withCameraTime, type CameraTime } from './camera-time.ts';

/** Photos are sent at most this wide or tall: plenty for a place, a fraction of a phone camera's file. */
const MAX_EDGE_PX = 2048;
const JPEG_QUALITY = 0.85;

export async function readCameraTime(file: Blob): Promise<CameraTime | null> {
  const raw = (await exifr.parse(file, { pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal'], reviveValues: false }).catch(() => null)) as
    | { DateTimeOriginal?: string; CreateDate?: string; OffsetTimeOriginal?: string }
    | null
    | undefined;
  const taken = raw?.DateTimeOriginal ?? raw?.CreateDate;
  return typeof taken === 'string' ? { taken, offset: typeof raw?.OffsetTimeOriginal === 'string' ? raw.OffsetTimeOriginal : null } : null;
}

/**
 * The photo as we send it: re-encoded as a JPEG of at most 2048 px (turned
 * upright first), with the camera time written back. A file the browser
 * cannot decode is sent as it is, and the server decides.
 */
export async function downscalePhoto(file: File, cameraTime: CameraTime | null): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!jpeg) return file;
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  const out = cameraTime ? withCameraTime(bytes, cameraTime) : bytes;
  return new Blob([out.buffer as ArrayBuffer], { type: 'image/jpeg' });
}

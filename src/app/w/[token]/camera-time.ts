/**
 * The camera's own clock, as EXIF writes it ("2026:11:24 21:30:00" and, on
 * newer phones, an offset like "+01:00"). Read in the browser before the photo
 * is downscaled (re-encoding drops EXIF), then written back into the smaller
 * JPEG so the server's freshness check sees exactly what the camera wrote.
 */
export type CameraTime = { taken: string; offset: string | null };

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const EXIF_OFFSET = /^[+-]\d{2}:\d{2}$/;

/** The instant the camera meant: with its offset when it wrote one, else the phone's own time zone (where it was taken). */
export function cameraInstant({ taken, offset }: CameraTime): Date | null {
  const parts = EXIF_DATE.exec(taken);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s] = parts.map(Number) as [number, number, number, number, number, number, number];
  if (offset && EXIF_OFFSET.test(offset)) return new Date(`${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}${offset}`);
  return new Date(y, mo - 1, d, h, mi, s);
}

/**
 * A minimal EXIF block (APP1 segment) holding only DateTimeOriginal and, when
 * known, OffsetTimeOriginal: a little-endian TIFF with IFD0 pointing to an Exif IFD.
 */
export function exifSegment(time: CameraTime): Uint8Array {
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0)).concat(0);
  const fields = [{ tag: 0x9003, bytes: ascii(time.taken) }];
  if (time.offset && EXIF_OFFSET.test(time.offset)) fields.push({ tag: 0x9011, bytes: ascii(time.offset) });
  const exifIfdAt = 8 + 2 + 12 + 4;
  let dataAt = exifIfdAt + 2 + 12 * fields.length + 4;
  const tiff: number[] = [0x49, 0x49, 0x2a, 0x00, ...u32(8), ...u16(1), ...u16(0x8769), ...u16(4), ...u32(1), ...u32(exifIfdAt), ...u32(0), ...u16(fields.length)];
  const data: number[] = [];
  for (const field of fields) {
    tiff.push(...u16(field.tag), ...u16(2), ...u32(field.bytes.length), ...u32(dataAt));
    data.push(...field.bytes);
    dataAt += field.bytes.length;
  }
  tiff.push(...u32(0), ...data);
  const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff];
  return Uint8Array.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);
}

/** The JPEG with the EXIF block placed right after its start marker. */
export function withCameraTime(jpeg: Uint8Array, time: CameraTime): Uint8Array {
  const segment = exifSegment(time);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

function u16(value: number): number[] {
  return [value & 0xff, (value >> 8) & 0xff];
}

function u32(value: number): number[] {
  return [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];
}

import { expect, test } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { preparePhoto } from '@/domain/verification/photo.ts';
import { cameraInstant, withCameraTime } from './camera-time.ts';

const plainJpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#8fc4ff' } }).jpeg().toBuffer();

test('the camera time written back into a downscaled JPEG reads as the camera wrote it, on the server too', async () => {
  const jpeg = withCameraTime(await plainJpeg(), { taken: '2026:11:24 21:30:05', offset: '+01:00' });
  const raw = (await exifr.parse(Buffer.from(jpeg), { pick: ['DateTimeOriginal', 'OffsetTimeOriginal'], reviveValues: false })) as Record<string, string>;
  expect(raw).toEqual({ DateTimeOriginal: '2026:11:24 21:30:05', OffsetTimeOriginal: '+01:00' });
  const prepared = await preparePhoto(Buffer.from(jpeg));
  expect(prepared.exifHasOffset).toBe(true);
  expect(prepared.exifTakenAt).toBeInstanceOf(Date);
  expect(await sharp(prepared.jpeg).metadata()).toMatchObject({ width: 64, height: 48 });
});

test('without an offset only the date is written, and the server sees no offset', async () => {
  const prepared = await preparePhoto(Buffer.from(withCameraTime(await plainJpeg(), { taken: '2020:01:02 03:04:05', offset: null })));
  expect(prepared.exifHasOffset).toBe(false);
  expect(prepared.exifTakenAt?.getFullYear()).toBe(2020);
});

test('the camera instant uses the offset when there is one, else local time', () => {
  expect(cameraInstant({ taken: '2026:11:24 21:30:05', offset: '+01:00' })?.toISOString()).toBe('2026-11-24T20:30:05.000Z');
  expect(cameraInstant({ taken: '2026:11:24 21:30:05', offset: null })?.getTime()).toBe(new Date(2026, 10, 24, 21, 30, 5).getTime());
  expect(cameraInstant({ taken: 'not a date', offset: null })).toBeNull();
});

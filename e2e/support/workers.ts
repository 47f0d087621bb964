import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { addWorker } from '../../src/domain/workers/workers.ts';
import { baseUrl, type ApiAgent } from './api.ts';
import { deliveredTexts } from './outbox.ts';

type Spot = { lat: number; lng: number };

/** A spot of our own far from the demo city and from other tests, so only this test's workers are in range. */
export function privateSpot(): { lat: number; lng: number } {
  return { lat: Math.round((-40 + Math.random() * 80) * 1e5) / 1e5, lng: Math.round((-170 + Math.random() * 340) * 1e5) / 1e5 };
}

/** A point `metres` north of `spot`. */
export function northOf(spot: { lat: number; lng: number }, metres: number): { lat: number; lng: number } {
  return { lat: spot.lat + metres / 111_195, lng: spot.lng };
}

export async function addTestWorker(spot: { lat: number; lng: number }, name = 'Test Worker') {
  const phone = `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
  return addWorker({ name, phone, homeLat: spot.lat, homeLng: spot.lng, radiusM: 2000 }, new Date());
}

/** The private link texted to a worker for a task (texting is simulated: read the outbox). */
export async function linkFor(taskId: string, phone: string): Promise<string> {
  const [text = ''] = await deliveredTexts({ taskId, recipient: phone, channel: 'sms' });
  const match = text.match(/\/w\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no link in text: ${text}`);
  return `/w/${match[1]}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A camera-like JPEG with EXIF capture time (and GPS, which the service must strip). */
export async function cameraPhoto(takenAt: Date, { withOffset = true }: { withOffset?: boolean } = {}): Promise<Buffer> {
  const exifTime = `${takenAt.getUTCFullYear()}:${pad(takenAt.getUTCMonth() + 1)}:${pad(takenAt.getUTCDate())} ${pad(takenAt.getUTCHours())}:${pad(takenAt.getUTCMinutes())}:${pad(takenAt.getUTCSeconds())}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc4ff"/><stop offset="1" stop-color="#f0e6c8"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/><rect x="120" y="220" width="400" height="220" fill="#a0522d"/><rect x="280" y="330" width="80" height="110" fill="#3b2a1a"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD2: { DateTimeOriginal: exifTime, ...(withOffset ? { OffsetTimeOriginal: '+00:00' } : {}) },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 0/1' },
    })
    .toBuffer();
}

/**
 * A task answered for real through the worker's private link (claim, live
 * photo, answer) from `distanceM` metres away: at the place it is verified and
 * paid, 1 km away it fails the GPS check and waits in needs_review.
 */
export async function answeredTask(agent: ApiAgent, distanceM: number, { takenAt = new Date(), spot = privateSpot(), worker: given }: { takenAt?: Date; spot?: Spot; worker?: { id: string; phone: string; name: string } } = {}) {
  const tag = randomUUID().slice(0, 8);
  const worker = given ?? (await addTestWorker(spot, `Worker ${tag}`));
  const question = `Is the ${tag} kiosk open right now?`;
  const asked = await agent.ask({ question, location: spot, task_type: 'is_open', bounty_usd: 4 });
  expect(asked.status).toBe(200);
  const taskId: string = asked.body.task_id;
  const link = `${baseUrl()}${await linkFor(taskId, worker.phone)}`;
  expect((await fetch(`${link}/claim`, { method: 'POST' })).status).toBe(200);
  const photo = await fetch(`${link}/photo`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(await cameraPhoto(takenAt)) });
  expect(photo.status).toBe(200);
  const { photoId } = (await photo.json()) as { photoId: string };
  const at = northOf(spot, distanceM);
  const answer = await fetch(`${link}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answer_text: 'Open, lights on.', answer_bool: true, lat: at.lat, lng: at.lng, photo_id: photoId }),
  });
  expect(answer.status).toBe(200);
  return { taskId, question, worker };
}

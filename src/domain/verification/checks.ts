import { distanceMetres } from '@/domain/geo/distance.ts';

/** About 150 m between the worker and the place, as the spec says. */
export const GPS_TOLERANCE_M = 150;
/** How far the camera's clock may disagree with ours when it records its time zone. */
export const EXIF_TOLERANCE_MS = 10 * 60 * 1000;
/** Without a recorded zone, the camera time is local time somewhere on Earth: allow every zone, no more. */
const ANY_ZONE_TOLERANCE_MS = 14 * 60 * 60 * 1000 + EXIF_TOLERANCE_MS;

export type GpsCheck = { gpsOk: boolean; distanceM: number };

export function checkGps(worker: { lat: number; lng: number }, place: { lat: number; lng: number }): GpsCheck {
  const distanceM = Math.round(distanceMetres(worker, place) * 10) / 10;
  return { gpsOk: distanceM <= GPS_TOLERANCE_M, distanceM };
}

export type FreshnessInput = {
  photo: { capturedAt: Date; exifTakenAt: Date | null; exifHasOffset: boolean } | null;
  requirePhoto: boolean;
  claimedAt: Date;
  deadlineAt: Date;
};

/**
 * fresh_ok: the photo was taken live for this task — received through the
 * worker page after the claim and before the deadline (our clock), and the
 * camera's own time, when it wrote one, agrees. An old gallery photo fails.
 */
export function checkFreshness({ photo, requirePhoto, claimedAt, deadlineAt }: FreshnessInput): { freshOk: boolean; reason: string } {
  if (!photo) return requirePhoto ? { freshOk: false, reason: 'no photo was taken' } : { freshOk: true, reason: 'no photo was required' };
  const captured = photo.capturedAt.getTime();
  if (captured < claimedAt.getTime()) return { freshOk: false, reason: 'the photo arrived before the task was claimed' };
  if (captured > deadlineAt.getTime()) return { freshOk: false, reason: 'the photo arrived after the deadline' };
  if (photo.exifTakenAt) {
    const gap = Math.abs(photo.exifTakenAt.getTime() - captured);
    const tolerance = photo.exifHasOffset ? EXIF_TOLERANCE_MS : ANY_ZONE_TOLERANCE_MS;
    if (gap > tolerance) return { freshOk: false, reason: `the camera says the photo was taken ${Math.round(gap / 60000)} minutes before it was sent` };
  }
  return { freshOk: true, reason: 'taken live through the worker page' };
}

/** What agents read as `worker_rating` for a worker nobody has rated (a real rating is 1 to 5). */
export const NO_RATINGS_YET = 0;
/** An unrated worker counts as the middle of the scale: neither trusted nor doubted. */
const UNRATED_AS = 3;

/**
 * 0..1: mostly the automatic checks, tempered by the worker's record (a
 * rating of 5 keeps it, a rating of 1 takes a fifth off, no ratings a tenth).
 */
export function confidenceOf(checks: { gpsOk: boolean; freshOk: boolean; visionOk: boolean }, worker: { rating: number; ratingCount: number }): number {
  const fromChecks = 0.25 + (checks.gpsOk ? 0.35 : 0) + (checks.freshOk ? 0.25 : 0) + (checks.visionOk ? 0.15 : 0);
  const rating = worker.ratingCount > 0 ? worker.rating : UNRATED_AS;
  const fromRecord = 0.8 + 0.2 * Math.min(1, Math.max(0, (rating - 1) / 4));
  return Math.round(Math.min(1, fromChecks * fromRecord) * 100) / 100;
}

import { db } from '@/db/client.ts';
import type { Worker } from '@/db/generated/client.ts';
import { distanceMetres } from '@/domain/geo/distance.ts';
import { isInQuietHours } from '@/domain/workers/availability.ts';
import type { Place } from '@/providers/places/types.ts';

export type Coverage = { workersNearby: number; estMinutesToAnswer: number | null; workers: Pick<Worker, 'id' | 'phone' | 'name'>[] };

/** Roughly one degree of latitude; used to prefilter candidates before the exact distance. */
const METRES_PER_DEGREE = 111_000;
const MAX_RADIUS_M = 50_000;

/**
 * Workers who may be offered a task at the place now, nearest first, and how
 * long an answer usually takes there: approved by staff, not paused, switched
 * to available, outside their quiet hours, and with a home area covering it.
 */
export async function coverageAt(place: Place, now: Date): Promise<Coverage> {
  const span = MAX_RADIUS_M / METRES_PER_DEGREE;
  const lngSpan = span / Math.max(0.01, Math.cos((place.lat * Math.PI) / 180));
  const candidates = await db().worker.findMany({
    where: {
      isActive: true,
      removedAt: null,
      approval: 'approved',
      isAvailable: true,
      homeLat: { gte: place.lat - span, lte: place.lat + span },
      homeLng: { gte: place.lng - lngSpan, lte: place.lng + lngSpan },
    },
    select: { id: true, phone: true, name: true, homeLat: true, homeLng: true, radiusM: true, timeZone: true, quietStartMinute: true, quietEndMinute: true },
  });
  const inRange = candidates
    .map((worker) => ({ worker, metres: distanceMetres({ lat: worker.homeLat, lng: worker.homeLng }, place) }))
    .filter(({ worker, metres }) => metres <= worker.radiusM && !isInQuietHours(worker, now))
    .sort((a, b) => a.metres - b.metres);
  const nearest = inRange[0];
  return {
    workersNearby: inRange.length,
    // Answers usually take 5 to 20 minutes: travel from the nearest home area, faster when more people are in range.
    estMinutesToAnswer: nearest ? Math.round(Math.min(20, Math.max(5, 5 + nearest.metres / 250 - inRange.length))) : null,
    workers: inRange.map(({ worker }) => ({ id: worker.id, phone: worker.phone, name: worker.name })),
  };
}

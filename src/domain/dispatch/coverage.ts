import { db } from '@/db/client.ts';
import type { Worker } from '@/db/generated/client.ts';
import { distanceMetres } from '@/domain/geo/distance.ts';
import type { Place } from '@/providers/places/types.ts';

export type Coverage = { workersNearby: number; estMinutesToAnswer: number | null; workers: Pick<Worker, 'id' | 'phone' | 'name'>[] };

/** Roughly one degree of latitude; used to prefilter candidates before the exact distance. */
const METRES_PER_DEGREE = 111_000;
const MAX_RADIUS_M = 50_000;

/** Active workers whose home area covers the place, nearest first, and how long an answer usually takes there. */
export async function coverageAt(place: Place): Promise<Coverage> {
  const span = MAX_RADIUS_M / METRES_PER_DEGREE;
  const lngSpan = span / Math.max(0.01, Math.cos((place.lat * Math.PI) / 180));
  const candidates = await db().worker.findMany({
    where: {
      isActive: true,
      removedAt: null,
      homeLat: { gte: place.lat - span, lte: place.lat + span },
      homeLng: { gte: place.lng - lngSpan, lte: place.lng + lngSpan },
    },
    select: { id: true, phone: true, name: true, homeLat: true, homeLng: true, radiusM: true },
  });
  const inRange = candidates
    .map((worker) => ({ worker, metres: distanceMetres({ lat: worker.homeLat, lng: worker.homeLng }, place) }))
    .filter(({ worker, metres }) => metres <= worker.radiusM)
    .sort((a, b) => a.metres - b.metres);
  const nearest = inRange[0];
  return {
    workersNearby: inRange.length,
    // Answers usually take 5 to 20 minutes: travel from the nearest home area, faster when more people are in range.
    estMinutesToAnswer: nearest ? Math.round(Math.min(20, Math.max(5, 5 + nearest.metres / 250 - inRange.length))) : null,
    workers: inRange.map(({ worker }) => ({ id: worker.id, phone: worker.phone, name: worker.name })),
  };
}

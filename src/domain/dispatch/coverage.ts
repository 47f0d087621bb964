import type { Place } from '@/providers/places/types.ts';

export type Coverage = { workersNearby: number; estMinutesToAnswer: number | null };

/**
 * Who could answer at a place. No worker records exist yet, so every place
 * has nobody nearby; a simulated deploy still accepts asks, which then expire.
 */
export async function coverageAt(_place: Place): Promise<Coverage> {
  return { workersNearby: 0, estMinutesToAnswer: null };
}

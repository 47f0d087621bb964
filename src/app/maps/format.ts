import type { MapPoint } from './map-view.tsx';

/** A coordinate the way the pages print it: 5 decimals is about a metre. */
export function formatPoint({ lat, lng }: MapPoint): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** "85 m", "1.2 km". */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

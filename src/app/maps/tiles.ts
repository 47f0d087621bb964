import { env } from '@/env.ts';

/** Where the user's browser fetches map tiles from, and the credit the tile provider requires. */
export type MapTiles = { url: string; attribution: string };

/** Read on the server and handed to the map (the browser never sees the environment). */
export function mapTiles(): MapTiles {
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  return { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION };
}

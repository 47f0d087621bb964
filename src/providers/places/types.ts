export type Place = { lat: number; lng: number; label: string };

/** Turns a 'place name, city' or street-address string into coordinates. */
export interface PlacesProvider {
  readonly name: string;
  readonly isLive: boolean;
  resolve(query: string): Promise<Place | null>;
  /** Places an agent can try when a lookup fails: the demo set on a simulated deploy. */
  readonly suggestions: readonly string[];
}

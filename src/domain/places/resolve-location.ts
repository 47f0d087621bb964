import { DomainError } from '@/domain/errors.ts';
import { placesProvider } from '@/providers/places/index.ts';
import type { Place } from '@/providers/places/types.ts';

export type LocationInput = { lat: number; lng: number } | string;

/** Coordinates resolve anywhere; a string goes to the place-lookup provider. */
export async function resolveLocation(location: LocationInput): Promise<Place> {
  if (typeof location !== 'string') {
    return { lat: location.lat, lng: location.lng, label: `${location.lat.toFixed(5)}, ${location.lng.toFixed(5)}` };
  }
  const provider = placesProvider();
  const place = await provider.resolve(location);
  if (place) return place;
  const suggestions = provider.suggestions.map((name) => `"${name}"`).join(', ');
  throw new DomainError(
    'location_not_found',
    provider.isLive
      ? `No public place matches "${location}".`
      : `"${location}" is not one of the demo places of this simulated deploy (place lookup is simulated).`,
    provider.isLive
      ? "Send 'place name, city' or a full street address, or {lat, lng} of the place."
      : `Use one of ${suggestions}, or send {lat, lng} coordinates of the place.`,
    { location, ...(provider.isLive ? {} : { demo_places: [...provider.suggestions] }) },
  );
}

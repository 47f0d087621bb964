import { env } from '@/env.ts';
import { simulatedPlaces } from './simulated.ts';
import type { PlacesProvider } from './types.ts';

export function placesProvider(): PlacesProvider {
  switch (env().PLACES_PROVIDER) {
    case 'simulated':
      return simulatedPlaces;
  }
}

import type { Place, PlacesProvider } from './types.ts';

type DemoPlace = Place & { aliases: string[] };

/** The fixed demo city of a simulated deploy: three public places in San Francisco. */
export const DEMO_PLACES: readonly DemoPlace[] = [
  {
    label: 'Ferry Building Marketplace, San Francisco',
    lat: 37.79554,
    lng: -122.39372,
    aliases: ['Ferry Building, San Francisco', 'Ferry Building Marketplace, San Francisco, CA', '1 Ferry Building, San Francisco'],
  },
  {
    label: 'Dolores Park, San Francisco',
    lat: 37.75962,
    lng: -122.42693,
    aliases: ['Mission Dolores Park, San Francisco', 'Dolores Park, San Francisco, CA', '19th St & Dolores St, San Francisco'],
  },
  {
    label: 'Civic Center BART Station, San Francisco',
    lat: 37.77966,
    lng: -122.41387,
    aliases: ['Civic Center Station, San Francisco', 'Civic Center BART, San Francisco', '1150 Market St, San Francisco'],
  },
];

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
}

const PLACE_BY_NAME = new Map(
  DEMO_PLACES.flatMap((place) => [place.label, ...place.aliases].map((name) => [normalize(name), place] as const)),
);

export const simulatedPlaces: PlacesProvider = {
  name: 'simulated',
  isLive: false,
  suggestions: DEMO_PLACES.map((place) => place.label),
  async resolve(query) {
    const place = PLACE_BY_NAME.get(normalize(query));
    return place ? { lat: place.lat, lng: place.lng, label: place.label } : null;
  },
};

/** "24 Nov 2026, 11:20 UTC": one zone for every reviewer, so times in notes and the queue agree. */
export function formatTime(iso: string): string {
  return `${new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })} UTC`;
}

export function formatUsd(usd: number): string {
  return `${usd.toFixed(2)} USD`;
}

/** The spot on OpenStreetMap's own site, in a new tab, for a closer look than the console's map. */
export function mapLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}

/** "1 answer", "3 answers". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "rating 4.2 (3 ratings)", or "no ratings yet" for a worker no agent has rated. */
export function ratingText(rating: number, ratings: number): string {
  return ratings === 0 ? 'no ratings yet' : `rating ${rating.toFixed(1)} (${count(ratings, 'rating')})`;
}

import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Tests run offline: tile requests fail at once, as they would with no signal, so pages must say so. */
export async function blockTiles(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

/** The map's pins, by their labels (tiles are never asserted). */
export async function expectMarkers(page: Page | Locator, labels: string[]): Promise<void> {
  for (const label of labels) await expect(page.locator(`.leaflet-marker-icon[title="${label}"]`).first()).toBeAttached();
}

export const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

'use client';

import 'leaflet/dist/leaflet.css';
import './map-view.css';
import type { Circle, LayerGroup, Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { formatPoint } from './format.ts';
import type { MapTiles } from './tiles.ts';

export type MapPoint = { lat: number; lng: number };
/** `place`: where the task is; `person`: a worker (their position, where an answer was sent from, a home). */
export type MapMarker = MapPoint & { label: string; kind: 'place' | 'person' };
export type MapCircle = MapPoint & { radiusM: number };

export type MapViewProps = {
  tiles: MapTiles;
  /** Names the map for screen readers, e.g. "Map of the place and your position". */
  label: string;
  markers: readonly MapMarker[];
  circles?: readonly MapCircle[];
  /** Click (or Enter on the focused map, which takes its centre) to pick a point. */
  onPick?: (point: MapPoint) => void;
  /** Words beside the pin colours, e.g. { place: 'The place', person: 'You' }. */
  legend?: Partial<Record<MapMarker['kind'], string>>;
  /** Tailwind height class; the map needs one. */
  heightClass?: string;
};

const PIN_COLOURS: Record<MapMarker['kind'], string> = { place: '#b91c1c', person: '#1d4ed8' };

function pinHtml(kind: MapMarker['kind']): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="${PIN_COLOURS[kind]}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;
}

/**
 * One Leaflet map for every page. Leaflet and its marker pins are bundled;
 * only the tiles come from the tile server, loaded by the user's browser. When
 * they cannot load the map says so and prints where each marker is, so the
 * page still works (markers and circles are drawn on the blank map anyway).
 */
export function MapView({ tiles, label, markers, circles = [], onPick, legend = {}, heightClass = 'h-64' }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ instance: LeafletMap; layers: LayerGroup; leaflet: typeof import('leaflet') } | null>(null);
  const pick = useRef(onPick);
  const fitted = useRef(false);
  const [ready, setReady] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  pick.current = onPick;

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then((leaflet) => {
      if (cancelled || !container.current) return;
      const instance = leaflet.map(container.current, { zoomControl: true, attributionControl: true });
      instance.attributionControl.setPrefix(false);
      let loaded = 0;
      // Tile servers want a Referer; the origin alone keeps private tokens in page addresses to ourselves.
      const layer = leaflet.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, referrerPolicy: 'strict-origin' });
      layer.on('tileload', () => {
        loaded += 1;
        setTilesFailed(false);
      });
      layer.on('tileerror', () => setTilesFailed(loaded === 0));
      layer.addTo(instance);
      instance.on('click', (event) => pick.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }));
      instance.on('keypress', (event) => {
        if ((event.originalEvent as KeyboardEvent).key !== 'Enter') return;
        const centre = instance.getCenter();
        pick.current?.({ lat: centre.lat, lng: centre.lng });
      });
      map.current = { instance, layers: leaflet.layerGroup().addTo(instance), leaflet };
      setReady(true);
    });
    return () => {
      cancelled = true;
      map.current?.instance.remove();
      map.current = null;
      fitted.current = false;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    const current = map.current;
    if (!ready || !current) return;
    const { instance, layers, leaflet } = current;
    layers.clearLayers();
    const drawn: (Marker | Circle)[] = [
      ...circles.map((circle) => leaflet.circle([circle.lat, circle.lng], { radius: circle.radiusM, color: '#b91c1c', weight: 2, fillOpacity: 0.08, interactive: false })),
      ...markers.map((marker) =>
        leaflet.marker([marker.lat, marker.lng], {
          title: marker.label,
          alt: marker.label,
          keyboard: false,
          interactive: false,
          icon: leaflet.divIcon({ html: pinHtml(marker.kind), className: `spotcheck-pin spotcheck-pin-${marker.kind}`, iconSize: [28, 40], iconAnchor: [14, 40] }),
        }),
      ),
    ];
    for (const layer of drawn) layer.addTo(layers);
    if (drawn.length === 0) return;
    // Computed from the points (layers have no bounds until the map has a view).
    const bounds = leaflet.latLngBounds(markers.map((marker) => [marker.lat, marker.lng] as [number, number]));
    for (const circle of circles) bounds.extend(leaflet.latLng(circle.lat, circle.lng).toBounds(circle.radiusM * 2));
    // Fit once, then only when something falls outside the view (a position that arrives later), so picking does not re-zoom.
    if (!fitted.current || !instance.getBounds().contains(bounds)) instance.fitBounds(bounds.pad(0.3), { maxZoom: 17 });
    fitted.current = true;
  }, [ready, markers, circles]);

  return (
    <figure className="w-full">
      <div
        ref={container}
        role="region"
        aria-label={label}
        className={`${heightClass} w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-100 ${onPick ? 'cursor-crosshair' : ''}`}
      />
      <figcaption className="mt-1 text-sm text-slate-700">
        {tilesFailed && (
          <span role="status" className="block rounded bg-amber-50 p-2 text-amber-900">
            Map tiles could not load; {markers.map((marker) => `${marker.label} is at ${formatPoint(marker)}`).join('; ')}.
          </span>
        )}
        <span className="sr-only">
          {markers.map((marker) => `${marker.label}: ${formatPoint(marker)}.`).join(' ')}
        </span>
        <span className="flex flex-wrap gap-x-4">
          {(['place', 'person'] as const).map(
            (kind) => markers.some((marker) => marker.kind === kind) && <Legend key={kind} kind={kind} text={legend[kind] ?? (kind === 'place' ? 'Place' : 'Person')} />,
          )}
        </span>
      </figcaption>
    </figure>
  );
}

function Legend({ kind, text }: { kind: MapMarker['kind']; text: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full" style={{ background: PIN_COLOURS[kind] }} />
      {text}
    </span>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { MapView, type MapPoint } from '../../maps/map-view.tsx';
import type { MapTiles } from '../../maps/tiles.ts';
import { ActionForm, SubmitButton } from '../../staff/action-form.tsx';
import { Field } from '../../staff/field.tsx';
import { saveProfileAction } from '@/server/edge/pages/worker-account-actions.ts';

export type ProfileValues = {
  name: string;
  home_lat: string;
  home_lng: string;
  radius_m: string;
  time_zone: string;
  is_available: boolean;
  quiet_start: string;
  quiet_end: string;
};

/** The home point and radius as typed, when they make a circle on the map. */
function homeArea(values: { lat: string; lng: string; radius: string }) {
  const lat = Number(values.lat);
  const lng = Number(values.lng);
  const radiusM = Number(values.radius);
  if (values.lat.trim() === '' || values.lng.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng, radiusM: Number.isFinite(radiusM) && radiusM > 0 ? radiusM : 0 };
}

/**
 * Name, home area (a point and a radius), availability and quiet hours. The
 * point comes from the phone's location, a tap on the map, or is typed (the
 * fields stay, for when the map or location is not available); the time zone
 * is the phone's own unless changed.
 */
export function ProfileForm({ initial, isNew, tiles }: { initial: ProfileValues; isNew: boolean; tiles: MapTiles }) {
  const lat = useRef<HTMLInputElement>(null);
  const lng = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLInputElement>(null);
  const [locating, setLocating] = useState<string | null>(null);
  const [area, setArea] = useState({ lat: initial.home_lat, lng: initial.home_lng, radius: initial.radius_m });
  const home = homeArea(area);

  function placePoint(point: MapPoint) {
    const next = { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) };
    if (lat.current) lat.current.value = next.lat;
    if (lng.current) lng.current.value = next.lng;
    setArea((current) => ({ ...current, ...next }));
  }

  useEffect(() => {
    if (zone.current && !zone.current.value) zone.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  }, []);

  function useMyLocation() {
    if (!navigator.geolocation) return setLocating('This browser cannot tell your location: type the latitude and longitude instead.');
    setLocating('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        placePoint({ lat: position.coords.latitude, lng: position.coords.longitude });
        setLocating('Your current location is filled in below.');
      },
      () => setLocating('Your location is not available (permission refused or no signal): type the latitude and longitude instead.'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return (
    <ActionForm action={saveProfileAction} done={isNew ? 'Saved. Staff will look at your application soon.' : 'Saved.'} className="space-y-4">
      <Field label="Your name" id="name" name="name" required maxLength={80} autoComplete="given-name" defaultValue={initial.name} />
      <fieldset className="space-y-3 rounded-lg border border-slate-300 p-3">
        <legend className="px-1 font-medium">Home area: where you are happy to go</legend>
        <button type="button" onClick={useMyLocation} className="rounded-md border border-slate-400 bg-white px-3 py-2 font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700">
          Use my current location
        </button>
        {locating && (
          <p role="status" className="text-sm text-slate-700">
            {locating}
          </p>
        )}
        <MapView
          tiles={tiles}
          label="Map of your home area: tap to move your home point"
          markers={home ? [{ lat: home.lat, lng: home.lng, label: 'Your home point', kind: 'person' }] : []}
          circles={home && home.radiusM > 0 ? [home] : []}
          onPick={placePoint}
          legend={{ person: 'Your home point (the circle: how far you go)' }}
        />
        <div className="grid grid-cols-2 gap-3">
          <Field ref={lat} label="Latitude" id="home_lat" name="home_lat" type="number" step="any" min={-90} max={90} required defaultValue={initial.home_lat} onChange={(event) => setArea({ ...area, lat: event.target.value })} />
          <Field ref={lng} label="Longitude" id="home_lng" name="home_lng" type="number" step="any" min={-180} max={180} required defaultValue={initial.home_lng} onChange={(event) => setArea({ ...area, lng: event.target.value })} />
        </div>
        <Field label="Radius in metres (how far from that point)" id="radius_m" name="radius_m" type="number" step={1} min={100} max={50000} required defaultValue={initial.radius_m} onChange={(event) => setArea({ ...area, radius: event.target.value })} />
      </fieldset>
      <fieldset className="space-y-3 rounded-lg border border-slate-300 p-3">
        <legend className="px-1 font-medium">When we may text you</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="is_available" defaultChecked={initial.is_available} className="size-5" />
          Available now
        </label>
        <p className="text-sm text-slate-700">Quiet hours (no offers then, in your time zone). Leave both empty for none.</p>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Quiet from" id="quiet_start" name="quiet_start" type="time" defaultValue={initial.quiet_start} />
          <Field label="Quiet until" id="quiet_end" name="quiet_end" type="time" defaultValue={initial.quiet_end} />
        </div>
        <Field ref={zone} label="Time zone" id="time_zone" name="time_zone" required defaultValue={initial.time_zone} />
      </fieldset>
      <SubmitButton>{isNew ? 'Send my application' : 'Save changes'}</SubmitButton>
    </ActionForm>
  );
}

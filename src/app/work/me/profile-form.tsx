'use client';

import { useEffect, useRef, useState } from 'react';
import { ActionForm, SubmitButton } from '../../staff/action-form.tsx';
import { Field } from '../../staff/field.tsx';
import { saveProfileAction } from '../actions.ts';

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

/**
 * Name, home area (a point and a radius), availability and quiet hours. The
 * point comes from the phone's location or is typed; the time zone is the
 * phone's own unless changed.
 */
export function ProfileForm({ initial, isNew }: { initial: ProfileValues; isNew: boolean }) {
  const lat = useRef<HTMLInputElement>(null);
  const lng = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLInputElement>(null);
  const [locating, setLocating] = useState<string | null>(null);

  useEffect(() => {
    if (zone.current && !zone.current.value) zone.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  }, []);

  function useMyLocation() {
    if (!navigator.geolocation) return setLocating('This browser cannot tell your location: type the latitude and longitude instead.');
    setLocating('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (lat.current) lat.current.value = position.coords.latitude.toFixed(5);
        if (lng.current) lng.current.value = position.coords.longitude.toFixed(5);
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
        <div className="grid grid-cols-2 gap-3">
          <Field ref={lat} label="Latitude" id="home_lat" name="home_lat" type="number" step="any" min={-90} max={90} required defaultValue={initial.home_lat} />
          <Field ref={lng} label="Longitude" id="home_lng" name="home_lng" type="number" step="any" min={-180} max={180} required defaultValue={initial.home_lng} />
        </div>
        <Field label="Radius in metres (how far from that point)" id="radius_m" name="radius_m" type="number" step={1} min={100} max={50000} required defaultValue={initial.radius_m} />
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

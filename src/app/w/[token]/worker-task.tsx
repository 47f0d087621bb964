'use client';

import { useEffect, useState } from 'react';
import { useIsHydrated } from '../../plain-form.ts';
import { distanceMetres } from '@/domain/geo/distance.ts';
import { EXIF_TOLERANCE_MS, GPS_TOLERANCE_M } from '@/domain/verification/checks.ts';
import { YES_NO_TASK_TYPES } from '@/schemas/worker.ts';
import type { WorkerTaskView } from '@/schemas/worker.ts';
import { formatDistance } from '../../maps/format.ts';
import { MapView, type MapMarker, type MapPoint } from '../../maps/map-view.tsx';
import type { MapTiles } from '../../maps/tiles.ts';
import { cameraInstant } from './camera-time.ts';
import { downscalePhoto, readCameraTime } from './photo-prep.ts';
import { postJson, uploadPhoto } from './worker-calls.ts';
import { Outcome } from './worker-outcome.tsx';

type Props = { token: string; initial: WorkerTaskView; tiles: MapTiles; maxPhotoBytes: number; storedPhotoUrl: string | null };

function closedMessage(view: WorkerTaskView): { title: string; body: string } | null {
  switch (view.state) {
    case 'taken':
      return { title: 'Someone else was faster', body: 'Another worker claimed this task first. Watch for the next text.' };
    case 'expired':
      return view.claimed_by === 'you'
        ? { title: 'Time ran out', body: 'The deadline passed before your answer was sent, so this task closed without pay. Watch for the next text.' }
        : view.claimed_by === 'someone_else'
          ? { title: 'Someone else was faster', body: 'Another worker claimed this task first; it has closed. Watch for the next text.' }
          : { title: 'This task expired', body: 'Nobody answered before the deadline. Watch for the next text.' };
    case 'cancelled':
      return { title: 'This task was cancelled', body: 'The asker cancelled it before anyone claimed it.' };
    case 'paused':
      return { title: 'Your account is paused', body: 'Spotcheck staff paused your account, so you cannot claim tasks right now.' };
    default:
      return null;
  }
}

/** The phone's position while the page is open (null until the first fix, or with the reason it cannot be had). */
function usePosition(active: boolean): { position: MapPoint | null; problem: string | null } {
  const [position, setPosition] = useState<MapPoint | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    if (!navigator.geolocation) return setProblem('This browser cannot share its location.');
    const id = navigator.geolocation.watchPosition(
      (fix) => {
        setPosition({ lat: fix.coords.latitude, lng: fix.coords.longitude });
        setProblem(null);
      },
      () => setProblem('Allow location access to see how far you are: Spotcheck checks that you answer from the place.'),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [active]);
  return { position, problem };
}

/** The current time, ticking every 15 s; null during the server render so the phone's own zone is used. */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function currentPosition(): Promise<MapPoint> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('This browser cannot share its location.'));
    navigator.geolocation.getCurrentPosition(
      (fix) => resolve({ lat: fix.coords.latitude, lng: fix.coords.longitude }),
      () => reject(new Error('Allow location access: Spotcheck checks that you are at the place.')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 10_000 },
    );
  });
}

function inWords(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  const span = minutes < 60 ? `${minutes} min` : hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
  return ms >= 0 ? `in ${span}` : `${span} ago`;
}

function Deadline({ at, now }: { at: string; now: Date | null }) {
  const deadline = new Date(at);
  if (!now) return <time dateTime={at}>{deadline.toISOString().slice(11, 16)} UTC</time>;
  return (
    <time dateTime={at}>
      {deadline.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })} ({inWords(deadline.getTime() - now.getTime())})
    </time>
  );
}

type Draft = { answerText: string; answerBool: boolean | null };

/** The typed answer survives reload, Back and a trip to the maps app (the photo is kept by the server). */
function useDraft(token: string): [Draft, (draft: Draft) => void, () => void] {
  const key = `spotcheck-answer:${token}`;
  const [draft, setDraft] = useState<Draft>({ answerText: '', answerBool: null });
  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
      if (saved) setDraft({ answerText: String(saved.answerText ?? ''), answerBool: typeof saved.answerBool === 'boolean' ? saved.answerBool : null });
    } catch {
      // A private window without storage: the draft just is not kept.
    }
  }, [key]);
  const update = (next: Draft) => {
    setDraft(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // As above.
    }
  };
  const clear = () => {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  };
  return [draft, update, clear];
}

const BUTTON = 'w-full rounded-lg bg-blue-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-60';

export function WorkerTask({ token, initial, tiles, maxPhotoBytes, storedPhotoUrl }: Props) {
  const [view, setView] = useState(initial);
  const [photoPreview, setPhotoPreview] = useState<string | null>(storedPhotoUrl);
  const [photoWarning, setPhotoWarning] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [draft, setDraft, clearDraft] = useDraft(token);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = useNow();
  // Before the page's script runs, a click on Claim or Send would do nothing: the buttons wait for it.
  const ready = useIsHydrated();
  const working = view.state === 'open' || view.state === 'yours';
  const { position, problem } = usePosition(working);
  const base = `/w/${encodeURIComponent(token)}`;
  const hasYesNo = YES_NO_TASK_TYPES.includes(view.task_type);
  const place = { lat: view.lat, lng: view.lng };
  const distance = position ? distanceMetres(position, place) : null;

  async function claim() {
    setBusy('Claiming…');
    setError(null);
    const result = await postJson<WorkerTaskView>(`${base}/claim`, undefined, 'claim the task');
    setBusy(null);
    if (result.ok) return setView(result.body);
    setError(result.message);
    // "Claimed by someone else" and the like are final: the page shows them instead of a Claim button.
    if (result.state) setView((current) => ({ ...current, state: result.state ?? current.state }));
  }

  async function takePhoto(file: File | undefined) {
    if (!file) return;
    setError(null);
    setPhotoWarning(null);
    setBusy('Preparing photo…');
    const cameraTime = await readCameraTime(file);
    const taken = cameraTime ? cameraInstant(cameraTime) : null;
    if (taken && Date.now() - taken.getTime() > EXIF_TOLERANCE_MS) {
      setPhotoWarning(
        `The camera says this photo was taken ${inWords(taken.getTime() - Date.now())} (${taken.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}). An old photo fails the live-photo check: take a new one now, at the place.`,
      );
    }
    const photo = await downscalePhoto(file, cameraTime);
    if (photo.size > maxPhotoBytes) {
      setBusy(null);
      return setError(`This photo is ${(photo.size / 1024 / 1024).toFixed(1)} MB; the limit is ${maxPhotoBytes / 1024 / 1024} MB. Tap Take photo again and take it with the camera.`);
    }
    setBusy('Uploading photo…');
    setProgress(0);
    const result = await uploadPhoto(`${base}/photo`, photo, setProgress);
    setBusy(null);
    setProgress(null);
    if (!result.ok) return setError(result.message);
    setView((current) => ({ ...current, photo_id: result.body.photoId }));
    setPhotoPreview(URL.createObjectURL(photo));
  }

  async function submit() {
    setError(null);
    if (view.require_photo && !view.photo_id) return setError('Take a photo of the place first: tap Take photo.');
    if (hasYesNo && draft.answerBool === null) return setError('Choose yes or no.');
    if (!draft.answerText.trim()) return setError('Write what you saw.');
    setBusy('Getting your location…');
    let sentFrom: MapPoint;
    try {
      sentFrom = position ?? (await currentPosition());
    } catch (caught) {
      setBusy(null);
      return setError(caught instanceof Error ? caught.message : 'Could not read your location.');
    }
    setBusy('Sending answer…');
    const result = await postJson<WorkerTaskView>(
      `${base}/answer`,
      { answer_text: draft.answerText, answer_bool: hasYesNo ? draft.answerBool : null, lat: sentFrom.lat, lng: sentFrom.lng, photo_id: view.photo_id },
      'send your answer',
    );
    setBusy(null);
    if (!result.ok) return setError(result.message);
    clearDraft();
    setView(result.body);
  }

  const closed = closedMessage(view);
  const markers: MapMarker[] = [{ ...place, label: 'the place', kind: 'place' }, ...(position ? [{ ...position, label: 'your position', kind: 'person' as const }] : [])];
  return (
    <main className="mx-auto max-w-md p-5">
      <p className="text-sm font-medium uppercase tracking-wide text-slate-600">Spotcheck task</p>
      <h1 className="mt-1 text-2xl font-semibold">{view.question}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-medium">Where</dt>
        <dd>
          <a
            className="text-blue-700 underline"
            target="_blank"
            rel="noopener noreferrer"
            href={`https://www.openstreetmap.org/?mlat=${view.lat}&mlon=${view.lng}#map=18/${view.lat}/${view.lng}`}
          >
            {view.place_label}
            <span className="sr-only"> (opens a map in a new tab)</span>
          </a>
        </dd>
        <dt className="font-medium">You earn</dt>
        <dd>${view.bounty_usd.toFixed(2)}</dd>
        <dt className="font-medium">Answer by</dt>
        <dd>
          <Deadline at={view.deadline_at} now={now} />
        </dd>
      </dl>

      {working && (
        <section className="mt-4" aria-label="Distance to the place">
          <MapView tiles={tiles} label="Map of the place and your position" markers={markers} circles={[{ ...place, radiusM: GPS_TOLERANCE_M }]} legend={{ place: 'The place', person: 'You' }} />
          {distance !== null && (
            <p className={`mt-2 rounded-lg p-3 ${distance > GPS_TOLERANCE_M ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-900'}`} data-testid="distance">
              You are {formatDistance(distance)} from the place.
              {distance > GPS_TOLERANCE_M && view.state === 'yours' && ` Answers sent from more than ${GPS_TOLERANCE_M} m away fail the location check and wait for a person: go closer before you send.`}
            </p>
          )}
          {problem && <p className="mt-2 text-sm text-slate-700">{problem}</p>}
        </section>
      )}

      {closed && (
        <section className="mt-6 rounded-lg bg-slate-100 p-4" role="status">
          <h2 className="text-lg font-semibold">{closed.title}</h2>
          <p className="mt-1">{closed.body}</p>
        </section>
      )}

      {view.state === 'open' && (
        <button type="button" onClick={claim} disabled={!ready || busy !== null} className={`mt-6 ${BUTTON}`}>
          Claim this task
        </button>
      )}

      {view.state === 'yours' && (
        <form
          className="mt-6 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="rounded-lg bg-green-50 p-3 text-green-900" role="status">
            It is yours. Go to the place, then answer from there.
          </p>
          <div>
            <p className="font-medium">Live photo of the place{view.require_photo ? '' : ' (optional)'}</p>
            <p className="text-sm text-slate-700">Only the place: no faces, no people in focus.</p>
            <label className={`mt-2 flex cursor-pointer items-center justify-center gap-2 focus-within:ring-4 focus-within:ring-blue-300 ${BUTTON} ${busy ? 'opacity-60' : ''}`}>
              <input
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                disabled={busy !== null}
                onChange={(event) => {
                  void takePhoto(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <CameraIcon /> {view.photo_id ? 'Take another photo' : 'Take photo'}
            </label>
            {progress !== null && (
              <div className="mt-2">
                <progress className="w-full" value={progress} max={1} aria-label="Photo upload" />
                <p className="text-sm text-slate-700">Uploading photo… {Math.round(progress * 100)}%</p>
              </div>
            )}
            {photoWarning && (
              <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900" role="alert">
                {photoWarning}
              </p>
            )}
            {photoPreview && view.photo_id && <img src={photoPreview} alt="Your photo" className="mt-2 max-h-60 rounded" />}
            {view.photo_id && (
              <p className="mt-1 text-sm text-green-800" role="status">
                Photo received.
              </p>
            )}
          </div>
          {hasYesNo && (
            <fieldset>
              <legend className="font-medium">{view.task_type === 'is_open' ? 'Is it open?' : 'Is it in stock?'}</legend>
              <div className="mt-2 flex gap-3">
                {[true, false].map((value) => (
                  <label key={String(value)} className="flex flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 p-3">
                    <input type="radio" name="answer_bool" checked={draft.answerBool === value} onChange={() => setDraft({ ...draft, answerBool: value })} />
                    {value ? 'Yes' : 'No'}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div>
            <label htmlFor="answer_text" className="block font-medium">
              What did you see?
            </label>
            <textarea
              id="answer_text"
              name="answer_text"
              rows={3}
              maxLength={2000}
              value={draft.answerText}
              onChange={(event) => setDraft({ ...draft, answerText: event.target.value })}
              className="mt-2 w-full rounded-lg border border-slate-300 p-2"
            />
          </div>
          <button type="submit" disabled={!ready || busy !== null} className={BUTTON}>
            Send answer
          </button>
        </form>
      )}

      {view.state === 'answered' && <Outcome view={view} />}

      {busy && progress === null && (
        <p className="mt-4 text-slate-700" role="status">
          {busy}
        </p>
      )}
      {error && (
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-red-900" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}

function CameraIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="4" />
    </svg>
  );
}

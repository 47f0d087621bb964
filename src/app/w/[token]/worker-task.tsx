'use client';

import { useState } from 'react';
import { YES_NO_TASK_TYPES } from '@/schemas/worker.ts';
import type { WorkerTaskView } from '@/schemas/worker.ts';

type Props = { token: string; initial: WorkerTaskView };

const STATE_MESSAGES: Record<string, { title: string; body: string }> = {
  taken: { title: 'Someone else was faster', body: 'Another worker claimed this task first. Watch for the next text.' },
  expired: { title: 'This task expired', body: 'Nobody answered before the deadline. Watch for the next text.' },
  cancelled: { title: 'This task was cancelled', body: 'The asker cancelled it before anyone claimed it.' },
  paused: { title: 'Your account is paused', body: 'Spotcheck staff paused your account, so you cannot claim tasks right now.' },
};

async function post(url: string, init: RequestInit): Promise<{ ok: true; view: WorkerTaskView & { photoId?: string } } | { ok: false; message: string }> {
  const response = await fetch(url, { method: 'POST', ...init });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) return { ok: false, message: `${String(body.message ?? 'Something went wrong.')} ${String(body.fix ?? '')}`.trim() };
  return { ok: true, view: body as WorkerTaskView & { photoId?: string } };
}

function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('This browser cannot share its location.'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => reject(new Error('Allow location access: Spotcheck checks that you are at the place.')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
}

export function WorkerTask({ token, initial }: Props) {
  const [view, setView] = useState(initial);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [photoPreview, setPhotoPreview] = useState<string | null>(null);
  const [answerText, setAnswerText] = useState('');
  const [answerBool, setAnswerBool] = useState<boolean | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = `/w/${encodeURIComponent(token)}`;
  const hasYesNo = YES_NO_TASK_TYPES.includes(view.task_type);

  async function claim() {
    setBusy('Claiming…');
    setError(null);
    const result = await post(`${base}/claim`, {});
    setBusy(null);
    if (result.ok) setView(result.view);
    else setError(result.message);
  }

  async function takePhoto(file: File | undefined) {
    if (!file) return;
    setBusy('Uploading photo…');
    setError(null);
    const result = await post(`${base}/photo`, { body: file, headers: { 'content-type': file.type || 'application/octet-stream' } });
    setBusy(null);
    if (!result.ok) return setError(result.message);
    setPhotoId(result.view.photoId ?? null);
    setPhotoPreview(URL.createObjectURL(file));
  }

  async function submit() {
    setError(null);
    if (view.require_photo && !photoId) return setError('Take a photo of the place first.');
    if (hasYesNo && answerBool === null) return setError('Choose yes or no.');
    if (!answerText.trim()) return setError('Write what you saw.');
    setBusy('Getting your location…');
    try {
      const position = await currentPosition();
      setBusy('Sending answer…');
      const result = await post(`${base}/answer`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answer_text: answerText, answer_bool: hasYesNo ? answerBool : null, lat: position.lat, lng: position.lng, photo_id: photoId }),
      });
      if (result.ok) setView(result.view);
      else setError(result.message);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not send the answer.');
    } finally {
      setBusy(null);
    }
  }

  const closed = STATE_MESSAGES[view.state];
  return (
    <main className="mx-auto max-w-md p-5">
      <p className="text-sm font-medium uppercase tracking-wide text-slate-500">Spotcheck task</p>
      <h1 className="mt-1 text-2xl font-semibold">{view.question}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-medium">Where</dt>
        <dd>
          <a className="text-blue-700 underline" href={`https://www.openstreetmap.org/?mlat=${view.lat}&mlon=${view.lng}#map=18/${view.lat}/${view.lng}`}>
            {view.place_label}
          </a>
        </dd>
        <dt className="font-medium">You earn</dt>
        <dd>${view.bounty_usd.toFixed(2)}</dd>
        <dt className="font-medium">Answer by</dt>
        <dd>
          {/* The phone's own time zone, named (the text message gives UTC); the server's render may differ from it. */}
          <time dateTime={view.deadline_at} suppressHydrationWarning>
            {new Date(view.deadline_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })}
          </time>
        </dd>
      </dl>

      {closed && (
        <section className="mt-6 rounded-lg bg-slate-100 p-4" role="status">
          <h2 className="text-lg font-semibold">{closed.title}</h2>
          <p className="mt-1">{closed.body}</p>
        </section>
      )}

      {view.state === 'open' && (
        <button type="button" onClick={claim} disabled={busy !== null} className="mt-6 w-full rounded-lg bg-blue-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-60">
          Claim this task
        </button>
      )}

      {view.state === 'yours' && (
        <form className="mt-6 space-y-5" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
          <p className="rounded-lg bg-green-50 p-3 text-green-900" role="status">It is yours. Go to the place, then answer from there.</p>
          <div>
            <label htmlFor="photo" className="block font-medium">
              Live photo of the place{view.require_photo ? '' : ' (optional)'}
            </label>
            <p className="text-sm text-slate-600">Only the place: no faces, no people in focus.</p>
            <input id="photo" name="photo" type="file" accept="image/*" capture="environment" className="mt-2 block w-full" onChange={(event) => void takePhoto(event.target.files?.[0])} />
            {photoPreview && <img src={photoPreview} alt="Your photo" className="mt-2 max-h-60 rounded" />}
            {photoId && <p className="mt-1 text-sm text-green-800" role="status">Photo received.</p>}
          </div>
          {hasYesNo && (
            <fieldset>
              <legend className="font-medium">{view.task_type === 'is_open' ? 'Is it open?' : 'Is it in stock?'}</legend>
              <div className="mt-2 flex gap-3">
                {[true, false].map((value) => (
                  <label key={String(value)} className="flex flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 p-3">
                    <input type="radio" name="answer_bool" checked={answerBool === value} onChange={() => setAnswerBool(value)} />
                    {value ? 'Yes' : 'No'}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div>
            <label htmlFor="answer_text" className="block font-medium">What did you see?</label>
            <textarea id="answer_text" name="answer_text" rows={3} maxLength={2000} value={answerText} onChange={(event) => setAnswerText(event.target.value)} className="mt-2 w-full rounded-lg border border-slate-300 p-2" />
          </div>
          <button type="submit" disabled={busy !== null} className="w-full rounded-lg bg-blue-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-60">
            Send answer
          </button>
        </form>
      )}

      {view.state === 'answered' && (
        <section className="mt-6 rounded-lg bg-green-50 p-4 text-green-900" role="status">
          <h2 className="text-lg font-semibold">Answer sent</h2>
          <p className="mt-1">
            {view.status === 'paid'
              ? `Verified and paid: $${view.bounty_usd.toFixed(2)} added to your earnings.`
              : view.status === 'needs_review'
                ? 'A check did not pass, so a person will review your answer before you are paid.'
                : 'Thank you. We are checking it now.'}
          </p>
        </section>
      )}

      {busy && <p className="mt-4 text-slate-700" role="status">{busy}</p>}
      {error && <p className="mt-4 rounded-lg bg-red-50 p-3 text-red-900" role="alert">{error}</p>}
    </main>
  );
}

import type { WorkerTaskView } from '@/schemas/worker.ts';

export type CallResult<T> = { ok: true; body: T } | { ok: false; message: string; state?: WorkerTaskView['state'] };

/** What a worker reads when the request never reached us: plain words, never "Failed to fetch". */
export function networkMessage(action: string): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline
    ? `Your phone is offline, so we could not ${action}. Nothing was lost: when you have signal again, tap the button again.`
    : `We could not reach Spotcheck to ${action}: the connection dropped. Nothing was lost: tap the button again.`;
}

function fromBody<T>(status: number, body: Record<string, unknown>): CallResult<T> {
  if (status >= 200 && status < 300) return { ok: true, body: body as T };
  const message = `${String(body.message ?? 'Something went wrong on our side.')} ${String(body.fix ?? 'Try again in a moment.')}`.trim();
  return { ok: false, message, ...(typeof body.state === 'string' ? { state: body.state as WorkerTaskView['state'] } : {}) };
}

/** A JSON POST to the worker's own link; a dropped connection becomes a message, never a frozen button. */
export async function postJson<T>(url: string, body: unknown, action: string): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    return { ok: false, message: networkMessage(action) };
  }
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return fromBody<T>(response.status, parsed);
}

/** The photo upload, through XMLHttpRequest because fetch cannot report upload progress. */
export function uploadPhoto(url: string, photo: Blob, onProgress: (fraction: number) => void): Promise<CallResult<{ photoId: string }>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', photo.type || 'image/jpeg');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // A non-JSON answer (a proxy's error page) is reported by its status below.
      }
      resolve(fromBody(request.status, parsed));
    };
    request.onerror = () => resolve({ ok: false, message: networkMessage('send the photo') });
    request.send(photo);
  });
}

'use client';

import { useRef } from 'react';

/** A photo that opens full size in a dialog (Escape or the button closes it). */
export function PhotoZoom({ src, alt }: { src: string; alt: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} className="block w-full cursor-zoom-in rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
        <img src={src} alt={alt} loading="lazy" className="w-full rounded-md border border-slate-300" />
        <span className="mt-1 block text-sm text-blue-800 underline">Enlarge photo</span>
      </button>
      <dialog ref={dialog} aria-label={`Full size: ${alt}`} className="m-auto max-h-[95vh] max-w-[95vw] rounded-lg bg-white p-2 backdrop:bg-black/70">
        <img src={src} alt={alt} className="max-h-[85vh] w-auto" />
        <form method="dialog" className="mt-2 text-right">
          <button type="submit" className="rounded-md bg-slate-800 px-3 py-2 font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}

'use client';

import { useEffect, useState } from 'react';

/**
 * The way back from top-up to the control page. The top-up page knows only
 * its own token (the control token is stored hashed), and the control link
 * must not ride in the top-up address, which owners may share; so the control
 * page leaves its address in this tab's sessionStorage, keyed by the top-up page.
 */
const keyFor = (topUpPath: string) => `spotcheck-control-for:${topUpPath}`;

export function RememberControlLink({ topUpUrl }: { topUpUrl: string }) {
  useEffect(() => {
    try {
      sessionStorage.setItem(keyFor(new URL(topUpUrl).pathname), window.location.href);
    } catch {
      // No storage (a private window): the top-up page just shows no way back.
    }
  }, [topUpUrl]);
  return null;
}

export function BackToControlLink() {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    try {
      setHref(sessionStorage.getItem(keyFor(window.location.pathname)));
    } catch {
      setHref(null);
    }
  }, []);
  return href ? (
    <a href={href} className="font-semibold text-blue-800 underline">
      ← Back to your control page
    </a>
  ) : null;
}

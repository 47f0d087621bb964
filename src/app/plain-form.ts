'use client';

import { useSyncExternalStore } from 'react';

const noUpdates = () => () => undefined;

/**
 * Where a form posts: its server action once React runs in the browser;
 * before that, or with JavaScript off, a plain POST to `plainUrl` (an edge
 * route answering with a page, src/server/edge/owner-forms.ts). The server
 * renders the plain form; hydration swaps in the action.
 */
export function useFormTarget(plainUrl: string, action: (form: FormData) => void): { action: string | ((form: FormData) => void); method?: 'post' } {
  return useIsHydrated() ? { action } : { action: plainUrl, method: 'post' };
}

/** Whether React runs this page in the browser yet: false in the server render and before hydration. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(noUpdates, () => true, () => false);
}

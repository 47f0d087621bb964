'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ActionDoneContext } from '../../action-form.tsx';

/**
 * The review queue's decisions: what money moved is said above the list
 * (the decided item leaves it), and keyboard focus goes to the next item's
 * heading, so a reviewer can work down the queue without the mouse.
 */
export function QueueFocus({ taskIds, children }: { taskIds: string[]; children: ReactNode }) {
  const [notice, setNotice] = useState<{ message: string; focus: string | null; at: number } | null>(null);

  useEffect(() => {
    if (!notice) return;
    // Another reviewer may have decided the next item meanwhile: then focus whatever now stands where the decided one was.
    const standIn = taskIds[Math.min(notice.at, taskIds.length - 1)];
    const target =
      (notice.focus && document.getElementById(`task-${notice.focus}`)) || (standIn && document.getElementById(`task-${standIn}`)) || document.getElementById('queue-notice');
    target?.focus();
  }, [notice, taskIds]);

  function report(message: string, key: string | undefined) {
    const index = key ? taskIds.indexOf(key) : -1;
    const next = taskIds[index + 1] ?? (index > 0 ? taskIds[index - 1] : undefined);
    setNotice({ message, focus: next ?? null, at: Math.max(0, index) });
  }

  return (
    <ActionDoneContext.Provider value={report}>
      {notice && (
        <p id="queue-notice" tabIndex={-1} role="status" className="mt-4 rounded-md border border-green-700 bg-green-50 p-3 text-green-900">
          {notice.message}
        </p>
      )}
      {children}
    </ActionDoneContext.Provider>
  );
}

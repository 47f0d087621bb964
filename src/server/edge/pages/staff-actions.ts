'use server';

import type { ActionResult } from '@/server/edge/pages/caller.ts';
import { numberField, staffAction, textField } from './staff-calls.ts';

/** The console's forms. Each calls one staff procedure, so validation, auth and errors are the API's own. */

type Previous = ActionResult<unknown> | null;

/** Review queue: the pressed button names the decision; disputes and failed checks have their own procedure. */
export async function settleTaskAction(_previous: Previous, form: FormData): Promise<ActionResult<unknown>> {
  const task_id = textField(form, 'task_id');
  const note = textField(form, 'note');
  const decision = textField(form, 'decision');
  return staffAction<unknown>('/staff/queue', (caller) =>
    decision === 'uphold' || decision === 'reject'
      ? caller.staff.resolveDispute({ task_id, decision, note })
      : caller.staff.settleNeedsReview({ task_id, decision: decision as 'pay' | 'refund', note }),
  );
}

export async function decideTicketAction(_previous: Previous, form: FormData): Promise<ActionResult<unknown>> {
  const ticket_id = textField(form, 'ticket_id');
  const note = textField(form, 'note');
  return staffAction<unknown>('/staff/tickets', (caller) =>
    textField(form, 'decision') === 'approve' ? caller.staff.approveTicket({ ticket_id, note }) : caller.staff.rejectTicket({ ticket_id, reason: note }),
  );
}

export async function addWorkerAction(_previous: Previous, form: FormData): Promise<ActionResult<unknown>> {
  return staffAction('/staff/workers', (caller) =>
    caller.staff.addWorker({
      name: textField(form, 'name'),
      phone: textField(form, 'phone').replace(/[\s()-]/g, ''),
      home_lat: numberField(form, 'home_lat') as number,
      home_lng: numberField(form, 'home_lng') as number,
      radius_m: numberField(form, 'radius_m') as number,
    }),
  );
}

/** Pause, resume or remove one worker, as the pressed button says. */
export async function changeWorkerAction(_previous: Previous, form: FormData): Promise<ActionResult<unknown>> {
  const worker_id = textField(form, 'worker_id');
  const change = textField(form, 'change');
  return staffAction('/staff/workers', (caller) =>
    change === 'remove' ? caller.staff.removeWorker({ worker_id }) : caller.staff.setWorkerActive({ worker_id, is_active: change === 'resume' }),
  );
}

/** Approve or reject a self-signed-up worker, as the pressed button says. */
export async function decideApplicantAction(_previous: Previous, form: FormData): Promise<ActionResult<unknown>> {
  const decision = textField(form, 'decision') === 'approve' ? 'approve' : 'reject';
  return staffAction('/staff/applicants', (caller) => caller.applicants.decide({ worker_id: textField(form, 'worker_id'), decision, note: textField(form, 'note') }));
}

import { OWNER_FORM_LABELS } from '@/schemas/owner.ts';
import { createContextFromRequest } from '../context.ts';
import { statusOf, toErrorBody } from '../errors.ts';
import { createCaller } from '../router.ts';
import { bodyText, MAX_JSON_BODY_BYTES, readBody } from './body.ts';
import { logFailure } from './respond.ts';
import { pathParam } from './url.ts';

/**
 * The owner's forms as plain HTML posts: what the control, top-up and owner
 * claim pages' forms send before their script runs, or when the browser runs none. Each
 * calls the same owner procedure as the page's server action and answers
 * with a page: a 303 back to the form's page with the outcome named in the
 * address (so a reload does not post again), or a short page of its own for a
 * refusal or a secret shown once.
 *
 * Origin is not checked (a browser hiding where a post comes from sends
 * `Origin: null`): the private token in the address is the credential, and a
 * forged post cannot be made without knowing it.
 */

/** What the control page says after a change made here (`?done=`); the page shows only these. */
export const CONTROL_FORM_OUTCOMES = ['limits_saved', 'key_revoked', 'address_rotated', 'address_disabled', 'link_replaced'] as const;
export type ControlFormOutcome = (typeof CONTROL_FORM_OUTCOMES)[number];

/** `POST /control/<token>/<form>`: limits, api-key (intent rotate or revoke), asking-address (rotate or disable), link. */
export async function handleControlForm(req: Request): Promise<Response> {
  const token = pathParam(req, 1);
  const controlPage = `/control/${encodeURIComponent(token)}`;
  const done = (outcome: ControlFormOutcome, page = controlPage) => seeOther(`${page}?done=${outcome}`);
  try {
    const fields = await formFields(req);
    const owner = createCaller(createContextFromRequest(req)).owner;
    switch (pathParam(req, 2)) {
      case 'limits':
        await owner.updateSpendPolicy({
          token,
          max_bounty_usd: fields.get('max_bounty_usd') ?? '',
          daily_cap_usd: fields.get('daily_cap_usd') ?? '',
          allowed_task_types: fields.getAll('allowed_task_types') as never,
        });
        return done('limits_saved');
      case 'api-key': {
        if (fields.get('intent') === 'revoke') {
          await owner.revokeApiKey({ token });
          return done('key_revoked');
        }
        const { api_key: apiKey } = await owner.rotateApiKey({ token });
        // A secret is never put in an address: it is shown on this answer alone (a reload rotates again, showing the key then in force).
        return page(200, 'New API key', [
          `<p>Your agent's new API key (the old one no longer works):</p>`,
          `<p><code data-testid="shown-once">${escapeHtml(apiKey)}</code></p>`,
          `<p>Shown only this once. Give it to your agent now; it sends it as <code>Authorization: Bearer &lt;key&gt;</code>.</p>`,
          backLink(controlPage, 'Back to your control page'),
        ]);
      }
      case 'asking-address':
        if (fields.get('intent') === 'disable') {
          await owner.disableEmailAddress({ token });
          return done('address_disabled');
        }
        await owner.rotateEmailAddress({ token });
        return done('address_rotated');
      case 'link': {
        // The old link stops at once: the owner lands on the new one (also emailed), which the address bar then holds.
        const { control_url: controlUrl } = await owner.rotateControlLink({ token });
        return done('link_replaced', new URL(controlUrl).pathname);
      }
      default:
        return page(404, 'No such form', [`<p>This page has no such form.</p>`, backLink(controlPage, 'Back to your control page')]);
    }
  } catch (error) {
    return refusal(req, error, controlPage, 'your control page');
  }
}

/**
 * `POST /claim/<token>/owner`: the human takes an agent that has no owner. The
 * answer is a page of its own (the claim link stops working), with the
 * control link shown once on a deploy that sends no real email.
 */
export async function handleClaimForm(req: Request): Promise<Response> {
  const token = pathParam(req, 1);
  try {
    const fields = await formFields(req);
    const claimed = await createCaller(createContextFromRequest(req)).ownerClaim.claim({ token, owner_email: (fields.get('owner_email') ?? '').trim() });
    const owner = `<p>You are now the owner of ${escapeHtml(claimed.agent_name)}.</p>`;
    if (!claimed.control_url) return page(200, 'You are the owner', [owner, "<p>We emailed you the private control link. Keep it to yourself: anyone with it controls the agent's spending.</p>"]);
    return page(200, 'You are the owner', [
      owner,
      "<p>This deploy sends no real email (it is simulated), so your private control link is shown here, once. Bookmark it: anyone with it controls the agent's spending.</p>",
      `<p><code data-testid="shown-once">${escapeHtml(claimed.control_url)}</code></p>`,
      backLink(new URL(claimed.control_url).pathname, 'Open your control page'),
    ]);
  } catch (error) {
    return refusal(req, error, `/claim/${encodeURIComponent(token)}`, 'the owner link page');
  }
}

/**
 * `POST /top-up/<token>/add`: simulated payments credit at once, once per
 * submission key, then land on the top-up page naming that payment, which
 * shows its amount and the balance right after it; a retried post lands on
 * the same. Live payments go on to the provider's checkout.
 */
export async function handleTopUpForm(req: Request): Promise<Response> {
  const token = pathParam(req, 1);
  const topUpPage = `/top-up/${encodeURIComponent(token)}`;
  try {
    const fields = await formFields(req);
    const result = await createCaller(createContextFromRequest(req)).topUp.start({
      token,
      amount_usd: fields.get('amount_usd') ?? '',
      submission_key: fields.get('submission_key') ?? '',
    });
    return seeOther(result.kind === 'redirect' ? result.checkout_url : `${topUpPage}?credited=${result.payment_id}`);
  } catch (error) {
    return refusal(req, error, topUpPage, 'the top-up page');
  }
}

async function formFields(req: Request): Promise<URLSearchParams> {
  return new URLSearchParams(bodyText(await readBody(req, MAX_JSON_BODY_BYTES)));
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** A refusal as a page: what was wrong and what to do, in the procedures' own words, and the way back. */
function refusal(req: Request, error: unknown, back: string, backName: string): Response {
  const body = toErrorBody(error);
  if (body.error === 'internal_error') logFailure(req, error);
  if (body.error === 'unauthorized') {
    return page(404, 'Link not valid', [`<p>${escapeHtml(body.message)}</p>`, `<p>${escapeHtml(body.fix)}</p>`, '<p>Nothing was changed and no money was added.</p>']);
  }
  const fields = Array.isArray(body.fields) ? (body.fields as { field: string; problem: string }[]) : [];
  const explanation = fields.length
    ? ['<p>Nothing was changed. Please correct:</p>', `<ul>${fields.map((f) => `<li>${escapeHtml(`${OWNER_FORM_LABELS[f.field] ?? f.field}: ${f.problem}`)}</li>`).join('')}</ul>`]
    : [`<p>${escapeHtml(body.message)}</p>`, `<p>${escapeHtml(body.fix)}</p>`];
  return page(statusOf(body.error), 'Not done', [...explanation, backLink(back, `Back to ${backName}`)]);
}

function backLink(href: string, text: string): string {
  return `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;
}

function page(status: number, title: string, paragraphs: string[]): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}: Spotcheck</title></head><body><main><h1>${escapeHtml(title)}</h1>${paragraphs.join('')}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

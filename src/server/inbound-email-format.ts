import { DEFAULT_BOUNTY_CENTS, formatUsd, MAX_BOUNTY_CENTS, MIN_BOUNTY_CENTS } from '@/domain/money/usd.ts';
import { DEFAULT_DEADLINE_MINUTES, MAX_DEADLINE_MINUTES, MIN_DEADLINE_MINUTES } from '@/domain/tasks/ask-request.ts';
import { questionSchema, TASK_TYPES } from '@/schemas/common.ts';

/** The task type of an email without a Type: line: the one that fits any check of a public place. */
const EMAIL_DEFAULT_TASK_TYPE = 'other_public';

/**
 * The ask_check fields an email carries, before validation (the same schema as
 * the REST ask then applies): the subject is the question, and `Name: value`
 * lines in the body set the rest; a missing line leaves the REST default.
 * Unknown lines (greetings, signatures) and quoted lines (starting with >) are
 * ignored; the first line of each name counts.
 */
export function askFieldsFromEmail(subject: string, text: string): Record<string, unknown> {
  const lines = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(question|location|type|bounty|deadline|photo)\s*:\s*(.+?)\s*$/i.exec(line);
    const name = match?.[1]?.toLowerCase();
    if (name && match?.[2] && !lines.has(name)) lines.set(name, match[2]);
  }
  const bounty = lines.get('bounty');
  const deadline = lines.get('deadline');
  const photo = lines.get('photo');
  return {
    question: lines.get('question') ?? subject.replace(/^\s*((re|fwd?|aw)\s*:\s*)+/i, '').trim(),
    location: locationOf(lines.get('location')),
    task_type: lines.get('type')?.toLowerCase().replace(/[\s-]+/g, '_') ?? EMAIL_DEFAULT_TASK_TYPE,
    bounty_usd: bounty === undefined ? undefined : numberOr(bounty.replace(/^\$|\s*(usd|\$)$/gi, '')),
    deadline_minutes: deadline === undefined ? undefined : numberOr(deadline.replace(/\s*(m|mins?|minutes?)$/i, '')),
    require_photo: photo === undefined ? undefined : (YES_NO[photo.toLowerCase()] ?? photo),
  };
}

const YES_NO: Record<string, boolean> = { yes: true, true: true, no: false, false: false };

/** "37.7955, -122.3937" is coordinates; anything else is a place string (both validated like the REST location). */
function locationOf(value: string | undefined): unknown {
  const coordinates = value && /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(value);
  return coordinates ? { lat: Number(coordinates[1]), lng: Number(coordinates[2]) } : value;
}

/** A number when the text is one; otherwise the text itself, so validation names what was sent. */
function numberOr(text: string): number | string {
  return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/** Which email line sets which ask_check field (the names validation errors use). */
const EMAIL_LINE_FIELDS = { Question: 'question', Location: 'location', Type: 'task_type', Bounty: 'bounty_usd', Deadline: 'deadline_minutes', Photo: 'require_photo' };

/** The message format in plain words: for llms-full.txt and for every refusal reply. */
export function emailFormatLines(): string[] {
  return [
    `- Subject: the question, ${questionSchema.minLength} to ${questionSchema.maxLength} characters (a leading "Re:" or "Fwd:" is ignored).`,
    '- Body: one `Name: value` line per field; other lines and quoted lines (starting with ">") are ignored.',
    '  - `Location:` required: "place name, city", a street address, or coordinates "lat, lng" (never a home or your own location).',
    `  - \`Type:\` one of ${TASK_TYPES.join(', ')}; default ${EMAIL_DEFAULT_TASK_TYPE}.`,
    `  - \`Bounty:\` USD, ${formatUsd(MIN_BOUNTY_CENTS)} to ${formatUsd(MAX_BOUNTY_CENTS)}; default ${formatUsd(DEFAULT_BOUNTY_CENTS)}.`,
    `  - \`Deadline:\` minutes, ${MIN_DEADLINE_MINUTES} to ${MAX_DEADLINE_MINUTES}; default ${DEFAULT_DEADLINE_MINUTES}.`,
    '  - `Photo:` yes or no; default yes.',
    '  - `Question:` optional, replaces the subject (for a question longer than a subject line).',
    `- In error messages the fields have their ask_check names: ${Object.entries(EMAIL_LINE_FIELDS).map(([line, field]) => `${line} = ${field}`).join(', ')}.`,
  ];
}

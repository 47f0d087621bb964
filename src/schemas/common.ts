import { z } from 'zod';
import { centsToUsd, formatUsd, FEE_CENTS, isWholeCents, MAX_BOUNTY_CENTS, MIN_BOUNTY_CENTS } from '@/domain/money/usd.ts';
import { MAX_DEADLINE_MINUTES, MIN_DEADLINE_MINUTES } from '@/domain/tasks/ask-request.ts';
import { TASK_STATUSES } from '@/domain/tasks/state-machine.ts';

export const TASK_TYPES = ['is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public'] as const;

export const taskTypeSchema = z
  .enum(TASK_TYPES)
  .describe(
    'What to check: is_open (open or closed now), line_length (how long the line is), in_stock (whether an item is on the shelf), photo_of_place (a current photo), price_check (a posted price), crowd_level (how busy it is), other_public (any other check of a public place).',
  );

export const taskStatusSchema = z
  .enum(TASK_STATUSES)
  .describe(
    'dispatched: workers texted, nobody claimed yet. claimed: a worker is on the way (no longer cancellable). submitted: answer in, verification running. verified / paid: answered and every check passed. needs_review: answered but a check failed; a person settles it. expired: nobody answered by the deadline, refunded. refunded: bounty and fee returned to you (you cancelled, a person refunded a failed check, or upheld your dispute). disputed: you disputed the answer; payout held for review (afterwards paid if rejected, refunded if upheld).',
  );

/**
 * A number or boolean field of a JSON body, taken exactly as sent: "5" is not
 * a number and "false" is not a boolean. trpc-to-openapi switches zod
 * coercion on for every top-level number and boolean input field of a REST
 * call, bodies included, and on the schema object REST and MCP share; it
 * leaves a pipe alone, so the field is piped into itself. Query-string fields
 * (GET) stay plain: there every value arrives as text.
 */
export function exactJson(schema: z.ZodNumber): z.ZodPipe<z.ZodNumber, z.ZodNumber>;
export function exactJson(schema: z.ZodBoolean): z.ZodPipe<z.ZodBoolean, z.ZodBoolean>;
export function exactJson(schema: z.ZodNumber | z.ZodBoolean) {
  return schema instanceof z.ZodNumber ? schema.pipe(schema) : schema.pipe(schema);
}

export const usdSchema = z.number().describe('An amount in US dollars, at most two decimals.');

export const dateTimeSchema = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time with offset (UTC, "Z").');

export const uuidSchema = z.uuid();

export const coordinatesSchema = z
  .object({
    lat: z.number().min(-90).max(90).describe('Latitude in decimal degrees, -90 to 90.'),
    lng: z.number().min(-180).max(180).describe('Longitude in decimal degrees, -180 to 180.'),
  })
  .strict();

export const locationSchema = z
  .union([
    coordinatesSchema,
    z
      .string()
      .min(2)
      .max(200)
      .refine((text) => text.length < 2 || text.trim().length >= 2, 'must name a place, not only spaces')
      .describe("'Place name, city' or a street address of a public place, 2 to 200 characters."),
  ])
  .describe(
    "Where to check: {lat, lng} of the public place, or a string 'place name, city' / street address. Never a home address, never the user's own location.",
  )
  .meta({ example: 'Ferry Building Marketplace, San Francisco' });

export const resolvedLocationSchema = z
  .object({
    lat: z.number().describe('Latitude of the place.'),
    lng: z.number().describe('Longitude of the place.'),
    label: z.string().describe('Human-readable name of the place.'),
  })
  .strict()
  .describe('The place the location resolved to.');

export const questionSchema = z
  .string()
  .min(5)
  .max(500)
  .refine((text) => text.length < 5 || text.trim().length >= 5, 'must be a question of at least 5 characters, not only spaces')
  .describe('What the worker should check, about the public place only. 5 to 500 characters.')
  .meta({ example: 'Is the Blue Bottle coffee stand inside open right now?' });

export const bountyUsdSchema = z
  .number()
  .min(centsToUsd(MIN_BOUNTY_CENTS))
  .max(centsToUsd(MAX_BOUNTY_CENTS))
  .refine(isWholeCents, 'must be whole cents (at most two decimals)')
  .describe(
    `Paid to the worker after a verified answer. ${centsToUsd(MIN_BOUNTY_CENTS)} to ${centsToUsd(MAX_BOUNTY_CENTS)} USD, at most two decimals. The ${formatUsd(FEE_CENTS)} USD fee is added on top.`,
  );

export const deadlineMinutesSchema = z
  .number()
  .int()
  .min(MIN_DEADLINE_MINUTES)
  .max(MAX_DEADLINE_MINUTES)
  .describe(`Minutes until the task expires unanswered and is refunded in full. ${MIN_DEADLINE_MINUTES} to ${MAX_DEADLINE_MINUTES}.`);

export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(128)
  .describe('Your unique key for this task (1 to 128 characters). Retrying with the same key and the same parameters returns the original task and never charges twice.');

export const ticketIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,18}$/, 'must be 1 to 19 digits with no leading zero')
  .describe('Classifier ticket id: 1 to 19 digits, no leading zero.');

export const nextStepSchema = z.string().describe('What to do next, in plain words.');

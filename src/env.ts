import { z } from 'zod';

/**
 * Configuration, parsed once. Every variable is optional: with none set the
 * service runs as a simulated deploy on an embedded PostgreSQL under `.data/`.
 */
const envSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_BASE_URL: z.string().url().optional(),
  SPOTCHECK_DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Connections per server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** Calls per API key per minute, across all server processes. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Signups per client IP per hour. */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Signups naming one owner_email (each emails it a control link) per hour. */
  OWNER_EMAIL_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Texting budget (see README): a worker is not texted about the same place again within this many minutes… */
  TEXT_COOLDOWN_MINUTES: z.coerce.number().int().min(0).max(60).default(30),
  /** …nor more often than this per hour; one API key sends at most TEXTS_PER_KEY_PER_HOUR texts, and fewer in its first hour. */
  TEXTS_PER_WORKER_PER_HOUR: z.coerce.number().int().min(1).default(6),
  TEXTS_PER_KEY_PER_HOUR: z.coerce.number().int().min(1).default(60),
  TEXTS_NEW_KEY_FIRST_HOUR: z.coerce.number().int().min(1).default(10),
  /** How long a process holds an outbox message it is sending; after a crash another process sends it once this ends. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  /** How long the simulated providers take to answer after taking a message, as a live API's round trip does. */
  SIMULATED_DELIVERY_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Behind a reverse proxy: take the client IP from the last X-Forwarded-For hop. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PLACES_PROVIDER: z.enum(['simulated']).default('simulated'),
  /** Top-ups: simulated (test funds, no real money) or Stripe Checkout. */
  PAYMENTS_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
  /** Stripe (PAYMENTS_PROVIDER=stripe): the secret key and the webhook endpoint's signing secret are required then. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API host (e.g. a local stand-in), as a URL; unset: Stripe's own. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Worker payouts: simulated (recorded, no money moves) or Stripe Connect Express accounts (needs STRIPE_SECRET_KEY). */
  PAYOUTS_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
  /** Country of the workers' Stripe Express accounts. */
  STRIPE_CONNECT_COUNTRY: z.string().regex(/^[A-Z]{2}$/).default('US'),
  /** Pay for a task becomes available for payout this many hours after it is paid (the dispute window). */
  PAYOUT_HOLD_HOURS: z.coerce.number().int().min(0).max(24 * 60).default(72),
  SMS_PROVIDER: z.enum(['simulated', 'twilio']).default('simulated'),
  /** Email to owners and asking by email: simulated (outbox only) or SMTP through nodemailer. */
  EMAIL_PROVIDER: z.enum(['simulated', 'smtp']).default('simulated'),
  /** SMTP server (EMAIL_PROVIDER=smtp), e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: z.string().url().optional(),
  /** Sender of every email, e.g. "Spotcheck <ask@spotcheck.example>". */
  EMAIL_FROM: z.string().min(3).optional(),
  /** Domain of the agents' private asking addresses (<token>@INBOUND_EMAIL_DOMAIN); its inbound mail is posted to /webhooks/inbound-email. */
  INBOUND_EMAIL_DOMAIN: z.string().min(3).optional(),
  /** Shared secret that signs inbound-email webhook calls (HMAC-SHA256). */
  INBOUND_EMAIL_SECRET: z.string().min(16).optional(),
  /** Texting through Twilio (SMS_PROVIDER=twilio): all three are required then. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM_NUMBER: z.string().min(1).optional(),
  /** Photo content check: a local explicit-content model (default) or OpenAI's moderation endpoint. */
  VISION_PROVIDER: z.enum(['local-nsfw', 'openai']).default('local-nsfw'),
  /** A photo check that takes longer fails (and the task goes to a person). */
  VISION_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  /** Second stage of the safety review: the local model (default) or an LLM at an OpenAI-compatible chat endpoint. */
  SAFETY_CLASSIFIER: z.enum(['local', 'llm']).default('local'),
  SAFETY_LLM_BASE_URL: z.string().url().optional(),
  SAFETY_LLM_MODEL: z.string().min(1).optional(),
  SAFETY_LLM_API_KEY: z.string().min(1).optional(),
  /** A classifier answer slower than this refuses the ask with safety_review_unavailable. */
  SAFETY_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(4_000),
  /** Where answer photos are kept: files under SPOTCHECK_DATA_DIR/photos (default) or an S3(-compatible) bucket. */
  PHOTO_STORAGE: z.enum(['local', 's3']).default('local'),
  /** Signs local photo links; unset: derived from DATABASE_URL, so every process on one database agrees. */
  PHOTO_URL_SECRET: z.string().min(16).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Map tiles, loaded by the user's browser ({z}/{x}/{y} as Leaflet expects); the default is OpenStreetMap's standard tiles (light use only). */
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The credit the tile provider requires, as HTML shown on every map. */
  MAP_TILE_ATTRIBUTION: z.string().min(1).default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /** Signs staff console sessions; unset: derived from the random per-database server secret. */
  NEXTAUTH_SECRET: z.string().min(32).optional(),
})
  .refine((config) => config.SAFETY_CLASSIFIER !== 'llm' || (config.SAFETY_LLM_BASE_URL && config.SAFETY_LLM_MODEL), {
    message: 'SAFETY_CLASSIFIER=llm needs SAFETY_LLM_BASE_URL and SAFETY_LLM_MODEL to be set.',
    path: ['SAFETY_CLASSIFIER'],
  })
  // A Stripe deploy without its keys would take owners to checkouts that can never be credited: refuse to start instead.
  .refine((config) => config.PAYMENTS_PROVIDER !== 'stripe' || (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET), {
    message: 'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to be set.',
    path: ['PAYMENTS_PROVIDER'],
  })
  .refine((config) => config.PAYOUTS_PROVIDER !== 'stripe' || config.STRIPE_SECRET_KEY, {
    message: 'PAYOUTS_PROVIDER=stripe needs STRIPE_SECRET_KEY to be set.',
    path: ['PAYOUTS_PROVIDER'],
  });

export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

export function env(): Env {
  if (parsed) return parsed;
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    throw new Error(`configuration: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  parsed = result.data;
  return parsed;
}

/**
 * The database of this process: DATABASE_URL, or the embedded one `npm start`
 * started and named with useDatabaseUrl before serving.
 */
export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the server with `npm start`, which provides one');
  return url;
}

/** Names the database chosen at start-up; also in process.env for Next.js's own copy of this module. */
export function useDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url;
  if (parsed) parsed = { ...parsed, DATABASE_URL: url };
}

/** Where the random per-database secret is handed to the process at start-up (db/server-secret.ts). */
export const SERVER_SECRET_ENV = 'SPOTCHECK_SERVER_SECRET';

/** The random secret every server on this database shares, once start-up loaded it: the root of derived signing keys. */
export function serverSecret(): string | undefined {
  return process.env[SERVER_SECRET_ENV];
}

/** The address agents and humans use to reach this server (links in responses). */
export function publicBaseUrl(): string {
  const { PUBLIC_BASE_URL, PORT } = env();
  return (PUBLIC_BASE_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '');
}

/** Test mode: payments are simulated, so signup grants a test balance. */
export function isTestMode(): boolean {
  return env().PAYMENTS_PROVIDER === 'simulated';
}

import { existsSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import { PASSWORD, RESTAURANT_DEFAULT_TIMEZONE } from '@shared/constants';
import { ORDERING } from '@shared/ordering-constants';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits';
import { isWeakPassword, MIN_PASSWORD_SCORE } from './accounts/password-strength';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const rateLimitsSchema = z
  .object(
    Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, z.number().int().min(0)])) as Record<
      keyof RateLimits,
      z.ZodNumber
    >,
  )
  .partial()
  .strict()
  .default({});

/**
 * How long a client may take, in seconds. Headers within 15 s; the whole request within 30 s
 * carries the largest one, a 5 MB image, at about 1.5 Mbit/s (behind a proxy that buffers
 * request bodies, as nginx does, the diner's own upload speed does not count); a kept-alive
 * connection idle for 5 s is closed.
 */
const httpTimeoutsSchema = z
  .object({
    headersSeconds: z.number().int().min(1).max(600).default(15),
    requestSeconds: z.number().int().min(1).max(3600).default(30),
    keepAliveSeconds: z.number().int().min(1).max(600).default(5),
  })
  .strict()
  .refine(
    (timeouts) => timeouts.headersSeconds <= timeouts.requestSeconds,
    'headersSeconds may not be more than requestSeconds',
  )
  .default({ headersSeconds: 15, requestSeconds: 30, keepAliveSeconds: 5 });

function jsonObject(example: string) {
  return (value: string | undefined, ctx: z.RefinementCtx): unknown => {
    if (value === undefined) return undefined;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be a JSON object such as ${example}` });
      return z.NEVER;
    }
  };
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(5000),
    // The address to listen on; unset means every interface. Behind a proxy on the same
    // machine, 127.0.0.1 keeps clients from reaching the app (and forging X-Forwarded-For) directly.
    HOST: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[\w.:-]+$/, 'must be an address such as 127.0.0.1 or ::1')
        .optional(),
    ),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be a postgres:// or postgresql:// URL' })
        .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    // Secrets being rotated out: cookies they signed are still accepted, new ones are not signed
    // with them. Comma-separated; empty entries (a trailing comma) are ignored.
    SESSION_SECRET_PREVIOUS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((secret) => secret.trim())
            .filter(Boolean),
        )
        .refine(
          (secrets) => secrets.every((secret) => secret.length >= 32),
          'each secret must be at least 32 characters',
        ),
    ),
    ADMIN_USERNAME: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,50}$/, 'may use letters, digits, dots, dashes and underscores')
        .optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(PASSWORD.minLength, `must be at least ${PASSWORD.minLength} characters`)
        .refine((value) => Buffer.byteLength(value) <= PASSWORD.maxBytes, `must be at most ${PASSWORD.maxBytes} bytes`)
        .optional(),
    ),
    RESTAURANT_TIMEZONE: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isTimeZone, 'must be an IANA time zone such as America/Chicago')
        .default(RESTAURANT_DEFAULT_TIMEZONE),
    ),
    // Behind a reverse proxy that terminates HTTPS: "1" (one hop) or a subnet list. "true" is
    // accepted but believes any X-Forwarded-For a client sends (docs/operations.md).
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value): boolean | number | string => {
          if (value === undefined || value === 'false') return false;
          if (value === 'true') return true;
          return /^\d+$/.test(value) ? Number(value) : value;
        }),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url()
        .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    // Where the site is reached, for links in emails and the public pages' canonical links (siteUrl).
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
        .transform((url) => url.replace(/\/+$/, ''))
        .optional(),
    ),
    // The wait before an email's first retry; each later one waits about twice as long.
    MAIL_RETRY_DELAY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3600).default(120)),
    // How long the mail server has to connect, greet and answer each command; a delivery still
    // running after six times that is taken to be cut short and is tried again.
    SMTP_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(120).default(15)),
    // How often the job queue hands back jobs whose process died while running them.
    JOB_MAINTENANCE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(300).default(30)),
    // At most how long a process keeps its copy of the public menu, the settings and the rendered
    // pages when no change clears it first (a change another process made is missed only while
    // the listener reconnects); unset: their own (5 s, 5 s, 10 min). "never": until a change does.
    CACHE_EXPIRY_SECONDS: z.preprocess(
      emptyAsUndefined,
      z
        .union([z.literal('never'), z.coerce.number().int().min(1).max(86_400)], {
          error: 'must be a number of seconds or "never"',
        })
        .optional()
        .transform((value) => (value === 'never' ? Infinity : value)),
    ),
    // How long the audit log keeps a row; the nightly clean-up deletes older ones.
    AUDIT_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(30).max(36_500).default(730)),
    // How long an online order keeps the diner's personal data; never shorter than the no-show look-back.
    ORDER_PII_RETENTION_DAYS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(ORDERING.noShowLookBackDays, `must be at least ${ORDERING.noShowLookBackDays} days, the no-show look-back`)
        .max(36_500)
        .default(730),
    ),
    // Limits that differ from DEFAULT_RATE_LIMITS, as JSON: {"publicWritesPerHour":60}. 0 switches one off.
    RATE_LIMITS: z.preprocess(
      emptyAsUndefined,
      z.string().optional().transform(jsonObject('{"publicWritesPerHour":60}')).pipe(rateLimitsSchema),
    ),
    // Time-outs for slow clients that differ from the defaults above, as JSON: {"headersSeconds":10}.
    HTTP_TIMEOUTS: z.preprocess(
      emptyAsUndefined,
      z.string().optional().transform(jsonObject('{"headersSeconds":10}')).pipe(httpTimeoutsSchema),
    ),
    // Card payments through Stripe's Checkout: on when both are set (docs/operations.md#card-payments).
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
        .optional(),
    ),
    // Another address for Stripe's API: a local stand-in for tests and trials, never with a live key.
    STRIPE_API_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    // The sender of every email the site sends.
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().min(3).default('Selam Ethiopian Restaurant <no-reply@selam-restaurant.example>'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 32 random characters)',
      });
    }
    if (env.SESSION_SECRET_PREVIOUS.length > 0 && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET_PREVIOUS'],
        message: 'needs SESSION_SECRET, the new secret that signs cookies from now on',
      });
    }
    if (env.SESSION_SECRET && env.SESSION_SECRET_PREVIOUS.includes(env.SESSION_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET_PREVIOUS'],
        message: 'repeats SESSION_SECRET; set SESSION_SECRET to the new secret and list only the old ones here',
      });
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL && env.DATA_DIR.startsWith('memory://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_DIR'],
        message: 'memory:// keeps nothing; production needs a folder on disk or a DATABASE_URL',
      });
    }
    // The first admin is made on an empty database, whose restaurant name is the default one.
    if (
      env.ADMIN_PASSWORD &&
      isWeakPassword(env.ADMIN_PASSWORD, {
        usernames: [env.ADMIN_USERNAME],
        restaurantName: DEFAULT_BUSINESS_INFO.name,
      })
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message:
          `is too easy to guess (zxcvbn-ts scores it below ${MIN_PASSWORD_SCORE} of 4): avoid common passwords, patterns such as ` +
          "abababab or 12345, and the restaurant's name or the username; a few unrelated words make a strong one",
      });
    }
    if (env.STRIPE_API_URL && stripeMode(env) === 'live') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_API_URL'],
        message:
          'is set with a live Stripe key: real cards must only ever go to Stripe itself; unset STRIPE_API_URL or use a test key (sk_test_…)',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The mode of the server's Stripe key: live keys charge real cards; null without a key. */
export function stripeMode(env: Pick<Env, 'STRIPE_SECRET_KEY'>): 'test' | 'live' | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY) ? 'live' : 'test';
}

/**
 * The site's address, without a trailing slash: PUBLIC_URL, or without it this machine on PORT.
 * Links in emails and the public pages' canonical and language links, Open Graph tags, JSON-LD,
 * robots.txt and sitemap all start with it; it never comes from a request's Host or
 * X-Forwarded-* headers, which anyone can set.
 */
export function siteUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/** Reads `.env` from the working directory into process.env when the file exists. */
export function loadDotEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every environment variable the server reads; README "Configuration" lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().default('data/pglite'),
  DATA_DIR: z.string().default('data'),
  NODE_ENV: z.string().default('development'),
  ENVIRONMENT_NAME: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  OLD_HOSTS: list,
  ALLOW_DEMO_ACCOUNTS: flag,
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  SEED_SIZE: z.enum(['test', 'demo']).default('demo'),
  /** Browser tests only: mounts /api/test-support (outbox, clock). Refused in production. */
  ENABLE_TEST_SUPPORT: flag,
  /** The machine inspector in production builds: off, or for admin identities. */
  MACHINE_INSPECTOR: z.enum(['off', 'admins']).default('off'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal <no-reply@portal.local>'),
  /**
   * The business's time zone: every day derived from a moment, the calendar's days, report dates, and the days
   * and hour subscriptions are sent (decisions 042, 054, 061).
   */
  BUSINESS_TIME_ZONE: z
    .string()
    .default('America/Los_Angeles')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone'),
  /** The hour (0-23, business time) at which subscribed reports are e-mailed on their weekdays. */
  REPORT_SEND_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  /** Turns the subscription scheduler off in this process (another one sends); on by default. */
  REPORT_SCHEDULER: z.enum(['on', 'off']).default('on'),
  /** The live stream's heartbeat, at which it also checks that its session still holds (decision 077). */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(12 * 60),
  RESET_LINK_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 14)
    .default(60),
  REGISTRATION_LINK_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  THROTTLE_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  THROTTLE_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Password checks one client address may have running at once (an office signing in at nine; decision 065). */
  THROTTLE_MAX_CHECKS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  TRUST_PROXY: flag,
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(25),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  STATIC_DIR: z.string().default('dist/client'),
  /** Webhooks (decision 083): let endpoints point at loopback and private addresses (tests, a closed network). */
  WEBHOOK_ALLOW_PRIVATE: flag,
  /** The key webhook secrets are sealed with, 32 bytes in base64; unset: a key file in DATA_DIR. */
  WEBHOOK_SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'Must be 32 bytes in base64')
    .optional(),
  /** Turns the webhook dispatcher off in this process (another one sends); on by default. */
  WEBHOOK_DISPATCHER: z.enum(['on', 'off']).default('on'),
  /** How long one webhook request may take before it counts as failed. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** The largest webhook body; a bigger event is sent as its ids only. */
  WEBHOOK_MAX_BODY_KB: z.coerce.number().int().min(1).max(1024).default(64),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  /** Shown in the banner; null in production. */
  environmentName: string | null;
  publicUrl: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as it does for most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.ENABLE_TEST_SUPPORT) throw new Error('ENABLE_TEST_SUPPORT is refused in production.');
  const name = e.ENVIRONMENT_NAME ?? (isProduction ? 'production' : 'development');
  return {
    ...e,
    isProduction,
    environmentName: name.toLowerCase() === 'production' ? null : name,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
  };
}

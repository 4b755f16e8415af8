import 'server-only';
import { z } from 'zod';
import { retention } from '@/content/retention';
import { defaultKeepPolicy, maxAgeDays, parseKeepPolicy } from './backup/keep-policy';
import { parseTrustProxy } from './http/client-address';

/**
 * The server's configuration, validated once (docs/leads.md documents every variable).
 * `loadServerEnv(env)` builds it from any environment (tests); `serverEnv()` is the process's.
 */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const serverEnvSchema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().min(3).optional()),
  MAIL_CONFIRMATION: flag,
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Staff sign-in attempts per client address in 15 minutes (docs/staff-auth.md). */
  STAFF_SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Which proxies in front of the site to believe (docs/leads.md): unset, a number of hops, or addresses. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Above this many undelivered mails the logs and /api/health warn (readiness does not depend on it). */
  OUTBOX_BACKLOG_WARN: z.coerce.number().int().min(1).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Scheduled backups (docs/operations.md): off unless BACKUP_DIR is set. */
  BACKUP_DIR: optionalText,
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 366)
    .default(24),
  /** Which archives BACKUP_DIR keeps ("7 daily, 4 weekly"); never longer than the privacy page says. */
  BACKUP_KEEP: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        const rules = parseKeepPolicy(value?.trim() ? value : defaultKeepPolicy);
        if (maxAgeDays(rules) > retention.backupDays) {
          context.addIssue({
            code: 'custom',
            message: `keeps archives up to ${Math.ceil(maxAgeDays(rules))} days, longer than the ${retention.backupDays} the privacy page states (retention.backupDays)`,
          });
          return z.NEVER;
        }
        return rules;
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Encrypts backup archives (AES-256-GCM, key stretched with scrypt); a restore needs the same key. */
  BACKUP_KEY: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
  /** Delivery worker on/off (tests run the worker by hand). */
  MAIL_WORKER: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
});

type ServerEnv = z.infer<typeof serverEnvSchema>;

export function loadServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    // Names only, never values: DATABASE_URL and SMTP_URL carry passwords.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= loadServerEnv();
  return cached;
}

import 'server-only';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import { company } from '@/content/company';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/client';
import type { TrustProxy } from '../http/client-address';
import { limitSignInAttempts, type StaffSignInLimiters } from './sign-in-limits';
import { staffEndpoints } from './staff-endpoints';
import { refuseUsedTotpCode } from './totp-replay';
import {
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
} from './staff-policy';

export type StaffAuthOptions = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** SITE_URL's origin: better-auth's baseURL, the passkeys' origin and relying party. */
  siteOrigin: string;
  secret: string;
  limiters: StaffSignInLimiters;
  trustProxy: TrustProxy;
  /** The message of a refused (rate-limited) attempt. */
  rateLimitedMessage: () => string;
  onInvited?: () => void;
};

/** better-auth's models in the project's snake_case tables (staff-auth-migration.ts). */
const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * The staff sign-in: e-mail + password with a required TOTP second factor, or a passkey; no open
 * sign-up (accounts come from invitations and the setup link, staff-endpoints.ts); sessions in
 * the database that end after 12 hours without use. Everything else of better-auth that the back
 * office does not use is switched off.
 */
export function createStaffAuth(options: StaffAuthOptions) {
  const site = new URL(options.siteOrigin);
  const secure = site.protocol === 'https:';
  let enableTwoFactor: (
    headers: Headers,
    password: string,
  ) => Promise<{ totpURI: string; backupCodes: string[] }> = () => Promise.reject(new Error('auth not ready'));

  const auth = betterAuth({
    appName: company.name,
    baseURL: options.siteOrigin,
    basePath: '/api/auth',
    secret: options.secret,
    database: { db: options.db, type: options.dialect },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: STAFF_PASSWORD_MIN_LENGTH,
      maxPasswordLength: STAFF_PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      modelName: 'staff_users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'staff', input: false, fieldName: 'role' },
        // Grants beyond the role (src/server/auth/permissions.ts); never set through better-auth.
        permissions: { type: 'string', required: false, input: false, fieldName: 'permissions' },
      },
    },
    session: {
      modelName: 'staff_sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request reads the session from the database, so a revoked session ends at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'staff_accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: {
      modelName: 'staff_verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
    },
    // Our own limiter (sign-in-limits.ts) with the project's client address; better-auth's own
    // would read X-Forwarded-For from anyone.
    rateLimit: { enabled: false },
    disabledPaths: [
      '/two-factor/disable',
      '/two-factor/send-otp',
      '/two-factor/verify-otp',
      '/request-password-reset',
      '/reset-password',
      '/change-email',
      '/delete-user',
      '/update-user',
      '/link-social',
    ],
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'staff',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      ipAddress: { disableIpTracking: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await limitSignInAttempts(ctx, options.limiters, options.trustProxy, options.rateLimitedMessage);
        await refuseUsedTotpCode(ctx, options.limiters.totpCodes);
      }),
    },
    plugins: [
      twoFactor({
        issuer: company.name,
        skipVerificationOnEnable: false,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'staff_two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
      passkey({
        rpID: site.hostname,
        rpName: company.name,
        origin: options.siteOrigin,
        schema: {
          passkey: {
            modelName: 'staff_passkeys',
            fields: {
              userId: 'user_id',
              publicKey: 'public_key',
              credentialID: 'credential_id',
              deviceType: 'device_type',
              backedUp: 'backed_up',
              createdAt: 'created_at',
            },
          },
        },
      }),
      staffEndpoints({
        db: options.db,
        siteOrigin: options.siteOrigin,
        enableTwoFactor: (headers, password) => enableTwoFactor(headers, password),
        onInvited: options.onInvited,
      }),
      // Last, as better-auth asks: cookies set by auth.api calls in server code reach the response.
      nextCookies(),
    ],
  });
  enableTwoFactor = async (headers, password) => {
    const result = await auth.api.enableTwoFactor({ body: { password }, headers });
    if (!('totpURI' in result)) throw new Error('TOTP enrolment returned no URI');
    return { totpURI: result.totpURI, backupCodes: result.backupCodes };
  };
  return auth;
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** The texts an island shows, resolved on the server from the message files (no i18n runtime here). */
export type ErrorLabels = {
  generic: string;
  rateLimited: string;
  invalidCredentials: string;
  invalidCode: string;
  codeUsed: string;
  wrongPassword: string;
  passkeyFailed: string;
  passkeyUnsupported: string;
  invalidLink: string;
  accountExists: string;
  passwordTooShort: string;
  nameRequired: string;
  emailInvalid: string;
  wrongProof: string;
};

type Failure = { status?: number; code?: string } | null | undefined;

/** The message for a failed call: 429 always says "wait", the rest by what was being checked. */
export function failureText(
  error: Failure,
  labels: ErrorLabels,
  on401: keyof ErrorLabels = 'generic',
  on404: keyof ErrorLabels = 'generic',
): string {
  if (!error) return labels.generic;
  if (error.status === 429) return labels.rateLimited;
  if (error.status === 409 && error.code === 'account_exists') return labels.accountExists;
  // A TOTP code offered a second time (src/server/auth/totp-replay.ts).
  if (error.status === 401 && error.code === 'TOTP_CODE_USED') return labels.codeUsed;
  if (error.status === 401 || error.status === 400) return labels[on401];
  if (error.status === 404) return labels[on404];
  return labels.generic;
}

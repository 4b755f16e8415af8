import 'server-only';
import { APIError } from 'better-auth/api';

/**
 * The passkey plugin's rules: a passkey stands for device + PIN or biometrics, so WebAuthn's user
 * verification is asked for at registration and required at registration and sign-in; an
 * assertion or attestation without it (a touch alone, or an attacker's software authenticator
 * that does not verify anyone) is refused. better-auth 1.7.6 verifies with
 * `requireUserVerification: false`, hence the checks after its verification.
 */
export const passkeyPolicy = {
  authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  registration: {
    afterVerification: async ({
      verification,
    }: {
      verification: { registrationInfo?: { userVerified?: boolean } };
    }) => {
      if (verification.registrationInfo?.userVerified !== true) {
        throw APIError.from('BAD_REQUEST', {
          message: 'The passkey did not verify the user (PIN or biometrics).',
          code: 'user_verification_required',
        });
      }
      return undefined;
    },
  },
  authentication: {
    afterVerification: async ({
      verification,
    }: {
      verification: { authenticationInfo?: { userVerified?: boolean } };
    }) => {
      if (verification.authenticationInfo?.userVerified !== true) {
        throw APIError.from('UNAUTHORIZED', {
          message: 'The passkey did not verify the user (PIN or biometrics).',
          code: 'user_verification_required',
        });
      }
    },
  },
} as const;

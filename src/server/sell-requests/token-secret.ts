import 'server-only';
import { staffAuthSecret } from '../auth/auth-secret';
import { serverEnv } from '../env';

let cached: { dataDir: string; secret: string } | null = null;

/** The server's key for status tokens: STAFF_AUTH_SECRET, else DATA_DIR/staff-auth-secret (status-token.ts). */
export function sellRequestTokenSecret(): string {
  const dataDir = serverEnv().DATA_DIR;
  if (cached?.dataDir !== dataDir) cached = { dataDir, secret: staffAuthSecret(dataDir) };
  return cached.secret;
}

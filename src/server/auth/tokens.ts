import { createHash, randomBytes } from 'node:crypto';

/** A fresh one-time token for a link (256 random bits, URL-safe). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its sha256, so a leaked database opens no account. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

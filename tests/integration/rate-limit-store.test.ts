import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chatRateLimit,
  confirmationClientRateLimit,
  contactRateLimit,
  createRateLimiter,
  sellListMatchRateLimit,
  staffSignInAccountLimit,
  staffSignInClientLimit,
  staffTotpCodeUse,
  uploadBytesLimit,
  uploadProcessingLimit,
  uploadRateLimit,
  uploadRemoveRateLimit,
  type RateLimitPolicy,
} from '@/server/rate-limit';
import { createUploadHandler } from '@/server/uploads/http';
import { databaseStore } from '@/server/uploads/store';
import { totpCode } from '../support/totp';
import { openTestDatabase, type TestDatabase } from './helpers';
import { Browser, enrolMember, makeAuth, PASSWORD } from './staff-auth-support';
import { ORIGIN, uploadRequest } from './uploads-support';

const root = path.resolve(__dirname, '../..');

/**
 * Another process holding the embedded rate-limit store's write lock (`BEGIN EXCLUSIVE` on
 * DATA_DIR/rate-limits.db), as a stuck maintenance script would; released by the returned function.
 */
async function lockStore(dataDir: string): Promise<() => Promise<void>> {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(process.argv[1]);
       db.exec('BEGIN EXCLUSIVE');
       process.stdout.write('locked\\n');
       process.stdin.on('end', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
       process.stdin.resume();`,
      path.join(dataDir, 'rate-limits.db'),
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  await once(holder.stdout!, 'data');
  return async () => {
    holder.stdin!.end();
    if (holder.exitCode === null) await once(holder, 'exit');
  };
}

// Issue 35, item 5: with the store locked, sign-in, code-reuse and upload limits used to let
// everything through (guessing went on, a TOTP code worked twice) after blocking the event loop
// for the store's busy timeout on every call.
describe('rate limits when their store fails (SQLite store locked by another process)', () => {
  let handle: TestDatabase | undefined;
  let unlock: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await unlock?.();
    unlock = undefined;
    await handle?.cleanup();
    handle = undefined;
  });

  const sqliteLimiter = (policy: RateLimitPolicy) => createRateLimiter(handle!, policy, handle!.dataDir);

  it('sign-in, code-reuse and upload limits refuse (store failure); the public forms’ limits let through', async () => {
    handle = await openTestDatabase('sqlite');
    const closed = [
      staffSignInAccountLimit,
      staffSignInClientLimit(30),
      staffTotpCodeUse,
      uploadRateLimit(60),
      uploadBytesLimit(250),
      uploadRemoveRateLimit,
    ];
    const open = [contactRateLimit(5), confirmationClientRateLimit, chatRateLimit(20), sellListMatchRateLimit];
    const limiters = await Promise.all([...closed, ...open].map(sqliteLimiter));
    unlock = await lockStore(handle.dataDir);
    const decisions = await Promise.all(limiters.map((limiter) => limiter.consume('203.0.113.5')));
    for (const [index, decision] of decisions.slice(0, closed.length).entries()) {
      expect(decision, closed[index]!.keyPrefix).toMatchObject({ allowed: false, storeFailed: true });
      if (!decision.allowed) expect(decision.retryAfterSeconds).toBeGreaterThan(0);
    }
    for (const [index, decision] of decisions.slice(closed.length).entries()) {
      expect(decision, open[index]!.keyPrefix).toEqual({ allowed: true });
    }
    // Released, the store counts again.
    await unlock();
    unlock = undefined;
    expect(await limiters[0]!.consume('203.0.113.5')).toEqual({ allowed: true });
  });

  it('a sign-in attempt is refused 503 with Retry-After, never checked; a TOTP code is not accepted', async () => {
    handle = await openTestDatabase('sqlite');
    const auth = await makeAuth(handle, undefined, {
      account: await sqliteLimiter(staffSignInAccountLimit),
      client: await sqliteLimiter(staffSignInClientLimit(30)),
    });
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    unlock = await lockStore(handle.dataDir);
    const browser = new Browser(auth);
    const attempt = await browser.post('/sign-in/email', { email: member.email, password: PASSWORD });
    expect(attempt.status).toBe(503);
    expect(Number(attempt.headers.get('retry-after'))).toBeGreaterThan(0);
    const wrong = await browser.post('/sign-in/email', { email: member.email, password: 'falsch-falsch-falsch' });
    expect(wrong.status).toBe(503);

    // The code-reuse store alone locked: the password step works, the code is refused.
    await unlock();
    unlock = undefined;
    const codes = await makeAuth(handle, undefined, { totpCodes: await sqliteLimiter(staffTotpCodeUse) });
    const second = new Browser(codes, '203.0.113.11');
    expect((await second.post('/sign-in/email', { email: member.email, password: PASSWORD })).status).toBe(200);
    unlock = await lockStore(handle.dataDir);
    const code = await second.post('/two-factor/verify-totp', { code: totpCode(member.secret) });
    expect(code.status).toBe(503);
    expect(second.cookies.has('staff.session_token')).toBe(false);
  });

  it('an upload is refused 503 with Retry-After, nothing stored', async () => {
    handle = await openTestDatabase('sqlite');
    const uploads = await sqliteLimiter(uploadRateLimit(60));
    const bytes = await sqliteLimiter(uploadBytesLimit(250));
    const POST = createUploadHandler({
      database: async () => handle!,
      store: () => databaseStore,
      limiters: {
        uploads: async () => uploads,
        bytes: async () => bytes,
        processingTime: () => createRateLimiter(null, uploadProcessingLimit(120)),
      },
      settings: () => ({ siteOrigin: ORIGIN, trustProxy: { kind: 'none' } }),
    });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    unlock = await lockStore(handle.dataDir);
    const response = await POST(uploadRequest(png, { name: 'a.png', type: 'image/png' }));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await handle.db.selectFrom('uploads').select('id').execute();
    expect(stored).toEqual([]);
  });
});

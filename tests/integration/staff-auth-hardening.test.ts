import { afterEach, describe, expect, it } from 'vitest';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { enrolMember, makeAuth, PASSWORD } from './staff-auth-support';

// Issue 35 (hardening 3): what an attacker with a stolen staff session, or a password guesser,
// found in the sign-in.
describe.each(dialects)('staff sign-in hardening (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  // Item 9: 35 wrong current passwords met no limit; get-totp-uri returns the TOTP secret.
  it('checks of the current password count against the per-account sign-in limit', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle, { account: 5, client: 1000 });
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const path = attempt % 2 ? '/change-password' : '/two-factor/get-totp-uri';
      const body =
        path === '/change-password'
          ? { currentPassword: `falsch-${attempt}-falsch`, newPassword: 'ein-neues-langes-passwort' }
          : { password: `falsch-${attempt}-falsch` };
      statuses.push((await member.browser.post(path, body)).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Limited: even the right password does not reveal the secret now.
    const right = await member.browser.post('/two-factor/get-totp-uri', { password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).not.toBeNull();
  }, 60_000);
});

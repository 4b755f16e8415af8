import { randomUUID } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StorageProblem } from '@/server/db/client';
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import { createContactHandler } from '@/server/leads/http';
import {
  confirmationClientRateLimit,
  confirmationRecipientRateLimit,
  contactRateLimit,
  createRateLimiter,
} from '@/server/rate-limit';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';

/** The contact handler on a test database, with the production limiters of its store. */
async function handlerFor(test: TestDatabase, { confirmation = true, contactPoints = 100 } = {}) {
  const lost: StorageProblem[] = [];
  const limiter = (policy: Parameters<typeof createRateLimiter>[1]) => {
    const created = createRateLimiter(
      test,
      { ...policy, keyPrefix: `${policy.keyPrefix}-${randomUUID()}` },
      test.dataDir,
    );
    return () => created;
  };
  const POST = createContactHandler({
    database: async () => test,
    rateLimiters: {
      contact: limiter(contactRateLimit(contactPoints)),
      confirmationClient: limiter(confirmationClientRateLimit),
      confirmationRecipient: limiter(confirmationRecipientRateLimit),
    },
    settings: () => ({ confirmation, trustProxy: { kind: 'none' }, siteOrigin: 'http://localhost:3000' }),
    onStorageLost: (problem) => lost.push(problem),
  });
  return { POST, lost };
}

function inquiry(email: string, ip: string, message = 'Bitte kaufen Sie meine Akkus zum besten Preis.') {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REMOTE_ADDRESS_HEADER]: ip },
    body: JSON.stringify({
      firstName: 'Spam',
      lastName: 'Sender',
      email,
      subject: 'Gewinnspiel: Sie haben gewonnen',
      message,
      idempotencyKey: randomUUID(),
      startedAt: Date.now() - 60_000,
    }),
  });
}

describe.each(dialects)('contact form safeguards (%s)', (dialect) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.cleanup();
    test = undefined;
  });

  const confirmations = async (db: TestDatabase) =>
    db.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'confirmation').execute();

  it('confirmations: at most three per recipient a day, whoever sends, and never with typed text', async () => {
    test = await openTestDatabase(dialect);
    const { POST } = await handlerFor(test);
    const victim = `opfer-${randomUUID()}@example.org`;
    for (let i = 0; i < 6; i += 1) expect((await POST(inquiry(victim, `198.51.100.${i + 1}`))).status).toBe(201);
    const sent = await confirmations(test);
    expect(sent).toHaveLength(3);
    for (const mail of sent) {
      const text = `${mail.subject}\n${mail.body_text}\n${mail.body_html}`;
      for (const typed of ['Spam', 'Sender', 'Gewinnspiel', 'besten Preis']) expect(text).not.toContain(typed);
    }
    // Every inquiry itself was stored and notified.
    expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(6);
    expect(
      await test.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'notification').execute(),
    ).toHaveLength(6);
  });

  it('confirmations: at most three an hour from one client, to any addresses', async () => {
    test = await openTestDatabase(dialect);
    const { POST } = await handlerFor(test);
    for (let i = 0; i < 5; i += 1)
      expect((await POST(inquiry(`person${i}-${randomUUID()}@example.org`, '203.0.113.20'))).status).toBe(201);
    expect(await confirmations(test)).toHaveLength(3);
  });
});

describe('a database file that disappears (SQLite)', () => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.cleanup();
    test = undefined;
  });

  it('refuses leads with 503 instead of acknowledging them into a deleted file, and reports it', async () => {
    test = await openTestDatabase('sqlite');
    const { POST, lost } = await handlerFor(test, { confirmation: false });
    expect((await POST(inquiry('vorher@example.org', '192.0.2.1'))).status).toBe(201);
    const file = path.join(test.dataDir, 'site.db');
    renameSync(file, `${file}.deleted`);
    writeFileSync(file, '');
    for (let i = 0; i < 3; i += 1) {
      const response = await POST(inquiry('nachher@example.org', '192.0.2.1'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
    }
    expect(lost).toContain('replaced');
  });
});

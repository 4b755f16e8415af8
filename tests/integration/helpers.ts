import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type Dialect } from '@/server/db/client';
import type { ContactRequest } from '@/lib/contact-schema';
import { storeLead } from '@/server/leads/lead-repository';

export const dialects: Dialect[] = ['sqlite', 'postgres'];

/** The server URL of the test PostgreSQL; throws (the test fails) with the reason when there is none. */
export function postgresUrl(): string {
  const url = inject('postgresUrl');
  if (!url) throw new Error(`PostgreSQL tests cannot run: ${inject('postgresError') || 'no server'}`);
  return url;
}

/** A fresh, empty PostgreSQL database on the test server; returns its URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = postgresUrl();
  const name = `site_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestDatabase = DatabaseHandle & { dataDir: string; url?: string; cleanup(): Promise<void> };

/** A migrated, empty database of the dialect (SQLite in a temp dir, or a new PostgreSQL database). */
export async function openTestDatabase(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  let url: string | undefined;
  let drop = async (): Promise<void> => undefined;
  if (dialect === 'postgres') {
    const created = await createPostgresDatabase();
    url = created.url;
    drop = created.drop;
  }
  const handle = openDatabase({ dataDir, databaseUrl: url });
  if (options.migrate !== false) await handle.migrate();
  return {
    ...handle,
    dataDir,
    url,
    async cleanup() {
      await handle.close().catch(() => undefined);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function inquiry(overrides: Partial<Extract<ContactRequest, { form: 'inquiry' }>> = {}): ContactRequest {
  return {
    form: 'inquiry',
    firstName: 'Erika',
    lastName: 'Beispiel',
    email: 'erika@example.org',
    subject: 'Ankauf von Lithium-Akkus',
    message: 'Wir haben etwa 200 kg gebrauchte Akkus abzugeben.',
    idempotencyKey: randomUUID(),
    website: '',
    startedAt: Date.now() - 60_000,
    page: '/',
    ...overrides,
  };
}

export function contactPage(
  overrides: Partial<Extract<ContactRequest, { form: 'contact-page' }>> = {},
): ContactRequest {
  return {
    form: 'contact-page',
    firstName: 'Jonas',
    lastName: 'Probe',
    email: 'jonas@example.net',
    phone: '+49 221 1234567',
    message: 'Bitte rufen Sie mich wegen einer Abholung an.',
    idempotencyKey: randomUUID(),
    website: '',
    startedAt: Date.now() - 60_000,
    page: '/kontakt',
    ...overrides,
  };
}

/** A sender that records what it "sent" and can be told to fail. */
export function recordingSender() {
  const sent: { id: string; recipient: string; subject: string }[] = [];
  const state = { fail: false, delayMs: 0 };
  return {
    sent,
    state,
    sender: {
      kind: 'eml' as const,
      async send(row: { id: string; recipient: string; subject: string }) {
        if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        if (state.fail) throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
        sent.push({ id: row.id, recipient: row.recipient, subject: row.subject });
      },
      close() {},
    },
  };
}

/** storeLead for tests that expect the lead to be stored (created or a retry), never a conflict. */
export async function storeLeadOk(...args: Parameters<typeof storeLead>) {
  const result = await storeLead(...args);
  if (result.outcome === 'conflict') throw new Error('unexpected idempotency conflict');
  return result;
}

/** Forgets what the route modules keep on globalThis (the runtime, the limiters), as a fresh process would. */
export function resetProcessState(): void {
  for (const name of ['recycling-site.runtime', 'recycling-site.rate-limiters']) {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
  }
}

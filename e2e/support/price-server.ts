import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * A production server of its own for a price test file (a port `offset` above E2E_PORT, its own
 * SQLite database seeded on start), so what the file publishes never reaches the other browser
 * tests, which expect the seed's prices. Started before the file's tests, stopped after them.
 */
export function priceServerForFile(offset: number, name: string): { base: string; databaseFile: string } {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `e2e-${name}-`));
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    server = spawn(process.execPath, ['scripts/server.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        SITE_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        STAFF_SIGNIN_RATE_LIMIT: '1000',
        PRICES_POLL_MS: '500',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  return { base, databaseFile: path.join(dataDir, 'site.db') };
}

/** Waits until the public page at `pathname` serves `text` (the server regenerates it after a publish). */
export async function untilServed(base: string, pathname: string, text: string, timeout = 20_000): Promise<void> {
  await expect
    .poll(async () => (await (await fetch(`${base}${pathname}`)).text()).includes(text), { timeout })
    .toBe(true);
}

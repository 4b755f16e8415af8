import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiry } from '../integration/helpers';
import { sellRequestBody } from '../integration/sell-requests-fixtures';
import {
  enrolAdmin,
  ensureBuild,
  portFromRange,
  runScript,
  signIn,
  startServer,
  waitFor,
  type LiveServer,
} from './live-server';

/**
 * What an operator does: `npm run backup` while the site takes inquiries and sell requests,
 * `npm run restore` into an empty DATA_DIR on "another machine", `npm start` on it. Every lead the
 * site acknowledged before the backup started must be there, the database must pass
 * integrity_check, and the restored site serves the same leads, offer and staff account (the
 * admin signs in with the same password and TOTP, which needs the restored auth key).
 */
const KEY = 'live-backup-key-0123456789abcdef';

type Ack = { id: string; reference: string; at: number; kind: 'inquiry' | 'sell' };

describe('backup while the site takes writes, restore, start', () => {
  let root = '';
  const servers: LiveServer[] = [];

  beforeAll(() => {
    ensureBuild();
    root = mkdtempSync(path.join(os.tmpdir(), 'backup-live-'));
  }, 900_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead, passes integrity_check and serves the same data after a restore', async () => {
    const original = path.join(root, 'original');
    // A scheduled backup that cannot work (its directory inside DATA_DIR): a warning, not a crash.
    const server = await startServer(original, await portFromRange(), { BACKUP_DIR: path.join(original, 'inside') });
    servers.push(server);
    await waitFor(
      async () =>
        ((await (await fetch(`${server.base}/api/health`)).json()) as { backup: { state: string } }).backup.state ===
        'failed',
      60_000,
      'the failed scheduled backup in /api/health',
    );
    expect(await (await fetch(`${server.base}/api/health`)).json()).toMatchObject({
      status: 'ok',
      backup: { state: 'failed', lastError: 'target' },
      // The test server runs on a loopback origin, which is a warning of its own.
      warnings: expect.arrayContaining(['backup_failed']),
    });
    expect(server.output()).toContain('scheduled backup failed');

    // An admin, a sell request with an offer sent through the back office.
    const { browser: admin, login } = await enrolAdmin(server, original);
    const sold = await fetch(`${server.base}/api/sell-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify(sellRequestBody({ email: 'angebot@example.org' })),
    });
    expect(sold.status).toBe(201);
    const offered = (await sold.json()) as { id: string; reference: string; statusUrl: string };
    const seeded = new BetterSqlite3(path.join(original, 'site.db'), { readonly: true });
    const lineIds = (
      seeded.prepare('select id from sell_request_lines where lead_id = ?').all(offered.id) as { id: string }[]
    ).map((row) => row.id);
    seeded.close();
    const offer = await admin.fetch(`/api/staff/sell-requests/${offered.id}/offer`, {
      form: Object.fromEntries([['validDays', '14'], ...lineIds.map((id) => [`price.${id}`, '12,50'])]),
    });
    expect(offer.status).toBe(303);
    expect(offer.headers.get('location')).toContain('sellNotice=offer_sent');

    // The load: inquiries and sell requests from 6 clients at once until told to stop.
    const acks: Ack[] = [];
    let stop = false;
    let refused = 0;
    const client = async (worker: number) => {
      for (let round = 0; !stop; round += 1) {
        const kind = (worker + round) % 3 === 0 ? 'sell' : 'inquiry';
        const body =
          kind === 'sell'
            ? sellRequestBody({ email: `last-${worker}-${round}@example.org` })
            : inquiry({
                email: `last-${worker}-${round}@example.org`,
                message: `Anfrage ${worker}/${round} unter Last.`,
              });
        const response = await fetch(`${server.base}/api/${kind === 'sell' ? 'sell-requests' : 'contact'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.base },
          body: JSON.stringify({ ...body, idempotencyKey: randomUUID() }),
        });
        if (response.status === 201) {
          const { id, reference } = (await response.json()) as { id: string; reference: string };
          acks.push({ id, reference, at: Date.now(), kind });
        } else refused += 1;
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(client));
    // Counted, not timed: the machine may be slow, the load must have written before the backup.
    await waitFor(
      () => acks.length > 10 && acks.some((ack) => ack.kind === 'sell'),
      60_000,
      'eleven acknowledged submissions before the backup',
    );

    const backupStarted = Date.now();
    const acknowledgedBefore = acks.filter((ack) => ack.at < backupStarted);
    const backup = await runScript('backup.mjs', ['--dir', path.join(root, 'backups')], {
      DATA_DIR: original,
      BACKUP_KEY: KEY,
    });
    const backupEnded = Date.now();
    await waitFor(() => acks.some((ack) => ack.at > backupEnded), 60_000, 'a submission after the backup');
    stop = true;
    await load;
    expect(backup.code, backup.output).toBe(0);
    expect(refused).toBe(0);
    // The load ran before, during and after the backup.
    expect(acknowledgedBefore.length).toBeGreaterThan(10);
    expect(acks.some((ack) => ack.at > backupStarted && ack.at < backupEnded)).toBe(true);
    expect(acks.some((ack) => ack.at > backupEnded)).toBe(true);
    expect(acknowledgedBefore.some((ack) => ack.kind === 'sell')).toBe(true);
    expect(await server.stop()).toBe(0);

    // "Another machine": an empty DATA_DIR.
    const [archive] = readdirSync(path.join(root, 'backups'));
    expect(archive).toMatch(/^site-backup-.*\.tar\.gz\.enc$/);
    const restoredDir = path.join(root, 'restored');
    const restore = await runScript('restore.mjs', [path.join(root, 'backups', archive!)], {
      DATA_DIR: restoredDir,
      BACKUP_KEY: KEY,
    });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/^ {2}leads +\d+$/m);

    const db = new BetterSqlite3(path.join(restoredDir, 'site.db'), { readonly: true });
    expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const stored = new Set((db.prepare('select id from leads').all() as { id: string }[]).map((row) => row.id));
    const missing = acknowledgedBefore.filter((ack) => !stored.has(ack.id));
    expect(missing).toEqual([]);
    expect(db.prepare('select count(*) as n from sell_offers where lead_id = ?').get(offered.id)).toEqual({ n: 1 });
    db.close();

    // The restored site starts and serves the same leads, offer and account.
    // With scheduled backups on: the first one runs at start, in a child process of the server.
    const scheduledDir = path.join(root, 'scheduled');
    const restored = await startServer(restoredDir, await portFromRange([server.port]), {
      BACKUP_DIR: scheduledDir,
      BACKUP_KEY: KEY,
    });
    servers.push(restored);
    const staff = await signIn(restored.base, login);
    const csv = await (await staff.fetch('/api/staff/leads/export')).text();
    for (const ack of acknowledgedBefore) expect(csv).toContain(ack.reference);
    expect(csv).toContain(offered.reference);
    const status = await fetch(`${restored.base}${offered.statusUrl}`);
    expect(status.status).toBe(200);
    expect(await status.text()).toContain('12,50');
    await waitFor(
      async () =>
        ((await (await fetch(`${restored.base}/api/health`)).json()) as { backup: { state: string } }).backup.state ===
        'ok',
      180_000,
      'the scheduled backup',
    );
    expect(await (await fetch(`${restored.base}/api/health`)).json()).toMatchObject({
      status: 'ok',
      backup: { state: 'ok', running: false, lastError: null },
      // Only the loopback origin's warning remains (a test server), none of the backup.
      warnings: ['site_url_loopback'],
    });
    expect(readdirSync(scheduledDir)).toEqual([expect.stringMatching(/^site-backup-.*\.tar\.gz\.enc$/)]);
    expect(await restored.stop()).toBe(0);
  }, 600_000);
});

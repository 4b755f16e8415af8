import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { berlinToday } from '@/lib/calendar-day';
import { sellRequestSchema } from '@/lib/sell-request-schema';
import { storeLead } from '@/server/leads/lead-repository';
import { sendOffer } from '@/server/sell-requests/offers';
import { storeSellRequest } from '@/server/sell-requests/store';
import { getSellRequest } from '@/server/sell-requests/view';
import { sellRequestValidationMessages } from '@/i18n/sell-request-validation-messages';
import { insertUpload } from '@/server/uploads/repository';
import { databaseStore } from '@/server/uploads/store';
import { inquiry } from '../integration/helpers';
import { sellRequestBody, TOKEN_SECRET } from '../integration/sell-requests-fixtures';

/**
 * A small but complete site in a DATA_DIR: inquiries with their mails, a sell request with an
 * offer and an attached photo, a staff account, .eml files and the staff auth key. What a restore
 * must bring back, byte for byte.
 */
export async function seedSite(dataDir: string, { leads = 5 }: { leads?: number } = {}) {
  const handle = openDatabase({ dataDir });
  await handle.migrate();
  for (let index = 0; index < leads; index += 1)
    await storeLead(handle.db, { request: inquiry({ email: `person${index}@example.org` }), locale: 'de', page: '/' });
  const parsed = sellRequestSchema(sellRequestValidationMessages('de'), { today: berlinToday() }).parse(
    sellRequestBody(),
  );
  const photo = randomUUID();
  await insertUpload(handle.db, databaseStore, {
    id: photo,
    type: 'image/webp',
    bytes: 6,
    width: 1,
    height: 1,
    name: 'akku.webp',
    data: Buffer.from('RIFFxx'),
    clientKey: '198.51.100.7',
    now: new Date(),
  });
  const sell = await storeSellRequest(handle.db, {
    request: { ...parsed, attachmentIds: [photo] },
    locale: 'de',
    clientKey: '198.51.100.7',
    tokenSecret: TOKEN_SECRET,
  });
  if (!('id' in sell)) throw new Error('sell request not stored');
  const view = (await getSellRequest(handle.db, sell.id))!;
  await sendOffer(handle.db, {
    leadId: sell.id,
    actorId: 'staff-1',
    validDays: 14,
    tokenSecret: TOKEN_SECRET,
    lines: view.lines.map((line) => ({ lineId: line.id, priceCents: 1000, declinedReason: null })),
  });
  const now = new Date().toISOString();
  await handle.db
    .insertInto('staff_users')
    .values({
      id: randomUUID(),
      name: 'Alex Admin',
      email: 'alex@example.com',
      email_verified: 1,
      image: null,
      role: 'admin',
      two_factor_enabled: 1,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await handle.close();
  mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
  for (let index = 0; index < 3; index += 1)
    writeFileSync(
      path.join(dataDir, 'mail', `2026-11-28T10-00-0${index}-000Z-notification-${randomUUID()}.eml`),
      `Subject: Neue Anfrage ${index}\r\n\r\nText\r\n`,
    );
  writeFileSync(path.join(dataDir, 'staff-auth-secret'), `${randomUUID()}${randomUUID()}\n`, { mode: 0o600 });
  return { sellRequestId: sell.id, photo };
}

/** Every file under a directory with its sha256 (what "nothing was changed" compares). */
export function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** Rows of the tables a restore must bring back, for comparing two databases. */
export async function siteRows(handle: Pick<DatabaseHandle, 'db'>) {
  const all = async (
    table: 'leads' | 'sell_requests' | 'sell_offers' | 'sell_offer_lines' | 'staff_users' | 'mail_outbox' | 'uploads',
  ) => (await handle.db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
  const blobs = (await handle.db.selectFrom('upload_blobs').selectAll().execute()).map(
    (row) => `${row.upload_id}:${Buffer.from(row.data as Uint8Array).toString('hex')}`,
  );
  return {
    leads: await all('leads'),
    sellRequests: await all('sell_requests'),
    offers: await all('sell_offers'),
    offerLines: await all('sell_offer_lines'),
    staff: await all('staff_users'),
    outbox: await all('mail_outbox'),
    uploads: await all('uploads'),
    blobs: blobs.sort(),
  };
}

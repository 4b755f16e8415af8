import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { berlinToday } from '../../src/lib/calendar-day';
import { listed, sellRequestBody } from '../../tests/integration/sell-requests-fixtures';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/**
 * The sell list as the list page sends it (the integration tests' body: a listed item, a battery
 * lot, a free-text line, a pickup), under a name of its own and without phone, VAT ID and message.
 */
export async function submitSellList(request: APIRequestContext) {
  const marker = `Lagerhaus${randomUUID().slice(0, 6)}`;
  const email = `${marker.toLowerCase()}@example.org`;
  const response = await request.post('/api/sell-requests', {
    headers: { Origin: baseURL },
    data: sellRequestBody({
      firstName: 'Jürgen',
      lastName: marker,
      email,
      phone: undefined,
      vatId: undefined,
      message: undefined,
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string; reference: string; statusUrl: string };
  expect(body.statusUrl).toMatch(/^\/anfrage\/[A-Za-z0-9_-]{22}$/);
  return { ...body, listed, email, lastName: marker };
}

/** A staff form post through the real endpoint (the page's session, this site's Origin); expects the 303. */
export async function staffPost(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, {
    headers: { Origin: baseURL },
    form: { locale: 'de', ...form },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  const location = response.headers().location ?? '';
  expect(location, location).not.toContain('error=');
  return location;
}

/**
 * A sell request carried through every step by the real endpoints, as staff (signed in on
 * `staff`) and the visitor (`visitor`) would: offer, acceptance, pickup, goods received, credit
 * note, paid, a certificate and a recycling proof. Reads ids the pages would show from the database.
 */
export async function completedSellRequest(
  staff: APIRequestContext,
  visitor: APIRequestContext,
  readDb: <T>(work: (db: import('better-sqlite3').Database) => T) => T,
) {
  const request = await submitSellList(visitor);
  const lines = readDb(
    (db) =>
      db
        .prepare('select id, position, quantity from sell_request_lines where lead_id = ? order by position')
        .all(request.id) as {
        id: string;
        position: number;
        quantity: number;
      }[],
  );
  const base = `/api/staff/sell-requests/${request.id}`;
  await staffPost(staff, `${base}/offer`, {
    validDays: '14',
    ...Object.fromEntries(
      lines.map((line) =>
        line.position === 2 ? [`decline.${line.id}`, 'Netzteile kaufen wir nicht an'] : [`price.${line.id}`, '10,00'],
      ),
    ),
  });
  const offer = readDb(
    (db) =>
      db.prepare('select id, version from sell_offers where lead_id = ?').get(request.id) as {
        id: string;
        version: number;
      },
  );
  const token = request.statusUrl.split('/').pop()!;
  const decided = await visitor.post(`/api/sell-requests/${token}/decision`, {
    headers: { Origin: baseURL },
    form: { locale: 'de', decision: 'accept', offerId: offer.id, offerVersion: String(offer.version) },
    maxRedirects: 0,
  });
  expect(decided.headers().location).toContain('notice=accepted');
  await staffPost(staff, `${base}/schedule`, { kind: 'shipping', instructions: 'Bitte an Tor 3 liefern.' });
  await staffPost(staff, `${base}/receipt`, {
    ...Object.fromEntries(
      lines.flatMap((line) => [
        [`outcome.${line.id}`, line.position === 2 ? 'recycled' : 'bought'],
        [`quantity.${line.id}`, String(line.quantity)],
        [`grade.${line.id}`, line.position === 0 ? 'used-working' : line.position === 1 ? 'used-defects' : 'defective'],
        [`price.${line.id}`, line.position === 2 ? '' : '10,00'],
        [`serials.${line.id}`, line.position === 0 ? 'SN-1\nSN-2\nSN-3' : ''],
        [`reason.${line.id}`, ''],
      ]),
    ),
  });
  await staffPost(staff, `${base}/credit-note`, {
    treatment: 'standard',
    name: 'Jürgen Beispiel',
    company: 'Beispiel GmbH',
    street: 'Lagerweg 7',
    postalCode: '50667',
    city: 'Köln',
    country: 'DE',
    vatId: 'DE123456789',
  });
  const today = berlinToday();
  await staffPost(staff, `${base}/paid`, { paidOn: today });
  await staffPost(staff, `${base}/certificate`, {
    kind: 'data-destruction',
    method: 'shredding',
    protectionClass: '2',
    securityLevel: 'H-4',
    serials: 'SN-1\nSN-2\nSN-3',
    date: today,
  });
  await staffPost(staff, `${base}/certificate`, {
    kind: 'recycling',
    'category.0': 'lithium-batteries',
    'weight.0': '14,5',
    date: today,
  });
  return request;
}

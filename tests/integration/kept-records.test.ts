import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { berlinToday } from '@/lib/calendar-day';
import type { StaffAuth } from '@/server/auth/auth';
import { staffRequestSession } from '@/server/auth/staff-guards';
import { issueCertificate } from '@/server/documents/certificates';
import { issueCreditNote, markCreditNotePaid } from '@/server/documents/credit-notes';
import { listDocuments } from '@/server/documents/document-list';
import { isRestrictedDocument } from '@/server/documents/kept-records';
import { restrictedRecordsCsv } from '@/server/documents/records-export';
import { recordsExportEndpoint } from '@/server/documents/records-http';
import { createRateLimiter } from '@/server/rate-limit';
import { sweepRetention } from '@/server/retention';
import { recordReceipt } from '@/server/sell-requests/receipt';
import { erasePerson } from '@/server/staff/erasure';
import { leadCsvChunks } from '@/server/staff/lead-export';
import { listLeads } from '@/server/staff/lead-inbox-repository';
import { columnsHolding } from './database-scan';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { TOKEN_SECRET } from './sell-requests-fixtures';
import { acceptedRequest, receiptAsOffered } from './trade-in-fixtures';

const seller = {
  name: 'Erika Beispiel',
  company: 'Beispiel GmbH',
  street: 'Lagerweg 7',
  postalCode: '50667',
  city: 'Köln',
  country: 'DE',
  vatId: 'DE123456789',
};

/** A completed purchase: received, credit note issued and paid, data-destruction certificate issued. */
async function completedPurchase(handle: TestDatabase) {
  const stored = await acceptedRequest(handle);
  await recordReceipt(handle.db, {
    leadId: stored.id,
    lines: await receiptAsOffered(handle, stored.id),
    actorId: 'staff-1',
    tokenSecret: TOKEN_SECRET,
  });
  const note = await issueCreditNote(handle.db, {
    leadId: stored.id,
    seller,
    treatment: 'standard',
    actorId: 'staff-1',
  });
  await markCreditNotePaid(handle.db, { leadId: stored.id, paidOn: berlinToday(), actorId: 'staff-1' });
  const certificate = await issueCertificate(handle.db, {
    leadId: stored.id,
    actor: { id: 'staff-1', name: 'Mara Team' },
    input: {
      kind: 'data-destruction',
      destroyedOn: berlinToday(),
      method: 'shredding',
      protectionClass: 3,
      securityLevel: 'H-5',
      serials: ['SN-0001'],
    },
  });
  return { stored, note, certificate };
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** Every file under a directory (the SQLite database, its WAL, mail files, uploads). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

async function documentIds(handle: TestDatabase) {
  const notes = await handle.db.selectFrom('credit_notes').select(['id', 'restricted_at']).execute();
  const certificates = await handle.db.selectFrom('certificates').select(['id', 'restricted_at']).execute();
  return { notes, certificates };
}

const year = Number(berlinToday().slice(0, 4));

// Rendering no PDFs here, but a whole purchase per test on a busy shared machine: 90 s, no timing asserted.
describe.each(dialects)('records the law keeps (%s)', { timeout: 90_000 }, (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('erasure after a completed purchase: the inquiry is gone from every table and file, the documents stay restricted, only in the admin’s tax export, until the sweep deletes them', async () => {
    handle = await openTestDatabase(dialect);
    const { stored, note, certificate } = await completedPurchase(handle);
    const other = await acceptedRequest(handle, {
      email: 'someone@else.example',
      lastName: 'Anders',
      company: 'Anders AG',
      phone: '+49 30 555000',
      message: 'Bitte vorher anrufen.',
      handover: { kind: 'shipping' },
      lines: [{ name: 'Kupferkabel', quantity: 5, grade: 'used-working' }],
    });
    expect(await columnsHolding(handle, 'erika@example.org')).not.toEqual([]);

    const result = await erasePerson(handle.db, {
      email: 'ERIKA@example.org',
      actorId: 'admin-1',
      dataDir: handle.dataDir,
    });
    expect(result).toMatchObject({ leads: 1, keptDocuments: 2 });

    // What the person typed in the inquiry is nowhere: address, phones, message, notes, pickup contact.
    for (const typed of [
      'erika@example.org',
      '221 1234567',
      '7654321',
      'Alles steht im Lager',
      'NotizMarker',
      'Max Lager',
    ]) {
      expect(await columnsHolding(handle, typed), typed).toEqual([]);
    }
    // What stays is the documents' own copy: name, company and address as the credit note shows them.
    expect((await columnsHolding(handle, 'Beispiel')).sort()).toEqual([
      'certificates.document',
      'credit_notes.document',
    ]);
    expect(await columnsHolding(handle, 'Lagerweg 7')).toEqual(['credit_notes.document']);
    expect(await columnsHolding(handle, stored.id)).toEqual(
      expect.arrayContaining(['credit_notes.lead_id', 'certificates.lead_id', 'audit_log.lead_id']),
    );
    if (dialect === 'sqlite') {
      // No file of DATA_DIR holds the address: database, write-ahead log, mail files.
      const files = filesUnder(handle.dataDir);
      expect(files.some((file) => file.endsWith('.db'))).toBe(true);
      expect(files.filter((file) => readFileSync(file).includes('erika@example.org'))).toEqual([]);
    }

    // Restricted: not in the inbox nor its search, not in the staff export, not in the documents list.
    for (const q of [undefined, 'Beispiel', note.number, stored.reference!, 'erika']) {
      const page = await listLeads(handle.db, { spam: 'include', page: 1, q });
      expect(page.rows.map((row) => row.id)).not.toContain(stored.id);
    }
    expect((await listLeads(handle.db, { spam: 'include', page: 1 })).rows.map((row) => row.id)).toEqual([other.id]);
    const staffCsv = await collect(
      leadCsvChunks(handle.db, { query: { spam: 'include' }, locale: 'de', actorId: 'a' }),
    );
    expect(staffCsv).not.toContain('Beispiel');
    expect(staffCsv).not.toContain(note.number);
    const listed = await listDocuments(handle.db, { page: 1 });
    expect([listed.creditNotes.total, listed.certificates.total]).toEqual([0, 0]);
    expect(await isRestrictedDocument(handle.db, note.id)).toBe(true);
    expect(await isRestrictedDocument(handle.db, certificate.id)).toBe(true);

    // Present in the admin's export for the tax adviser, with the day each may be deleted; audited.
    const taxCsv = await restrictedRecordsCsv(handle.db, { locale: 'de', actorId: 'admin-1' });
    const lines = taxCsv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Aufzubewahren bis');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Gutschrift;${note.number};${stored.reference}`);
    expect(lines[1]).toContain(`${year + 10}-12-31`);
    expect(lines[1]).toContain('Erika Beispiel;Beispiel GmbH;Lagerweg 7;50667;Köln;DE;DE123456789;Regelbesteuerung');
    expect(lines[2]).toContain(`Vernichtungszertifikat;${certificate.number}`);
    expect(lines[2]).toContain(`${year + 6}-12-31`);
    const exported = await handle.db
      .selectFrom('audit_log')
      .select(['actor_id', 'detail'])
      .where('action', '=', 'records.exported')
      .execute();
    expect(exported).toEqual([{ actor_id: 'admin-1', detail: '2' }]);

    // The retention sweep (time injected): the certificate goes after 6 years, the credit note
    // after 10, each counted from the end of the year of issue.
    await sweepRetention(handle.db, { now: new Date(`${year + 6}-12-31T22:30:00Z`) });
    expect(await documentIds(handle)).toMatchObject({
      notes: [{ id: note.id }],
      certificates: [{ id: certificate.id }],
    });
    await sweepRetention(handle.db, { now: new Date(`${year + 7}-01-01T00:00:00+01:00`) });
    expect(await documentIds(handle)).toMatchObject({ notes: [{ id: note.id }], certificates: [] });
    await sweepRetention(handle.db, { now: new Date(`${year + 10}-12-31T22:59:00Z`) });
    expect((await documentIds(handle)).notes).toHaveLength(1);
    await sweepRetention(handle.db, { now: new Date(`${year + 11}-01-01T00:00:00+01:00`) });
    expect(await documentIds(handle)).toEqual({ notes: [], certificates: [] });
    expect(await columnsHolding(handle, 'Beispiel')).toEqual([]);
  });

  it('the retention sweep restricts the documents of a lead whose own period ended; documents of a live lead stay in the office', async () => {
    handle = await openTestDatabase(dialect);
    const { note, certificate } = await completedPurchase(handle);
    await sweepRetention(handle.db, { now: new Date(Date.now() + 24 * 60 * 60_000) });
    const before = await documentIds(handle);
    expect([before.notes[0]!.restricted_at, before.certificates[0]!.restricted_at]).toEqual([null, null]);
    expect((await listDocuments(handle.db, { page: 1 })).creditNotes.rows.map((row) => row.id)).toEqual([note.id]);

    const later = new Date(Date.now() + 731 * 24 * 60 * 60_000);
    await sweepRetention(handle.db, { now: later });
    expect(await handle.db.selectFrom('leads').select('id').execute()).toEqual([]);
    const after = await documentIds(handle);
    expect([after.notes[0]!.restricted_at, after.certificates[0]!.restricted_at]).toEqual([
      later.toISOString(),
      later.toISOString(),
    ]);
    expect(await isRestrictedDocument(handle.db, certificate.id)).toBe(true);
    expect((await listDocuments(handle.db, { page: 1 })).creditNotes.total).toBe(0);
  });

  it('POST /api/staff/records/export: admins only, never cross-site, bodies checked, limited per account', async () => {
    handle = await openTestDatabase(dialect);
    const { note } = await completedPurchase(handle);
    await erasePerson(handle.db, { email: 'erika@example.org', actorId: 'admin-1' });
    const origin = 'http://localhost:3000';
    const users: Record<string, { role: string }> = { 'admin-1': { role: 'admin' }, 'staff-1': { role: 'staff' } };
    // The real guard (cross-site, session, permission) over a stand-in for better-auth's session lookup.
    const auth = {
      api: {
        getSession: async ({ headers }: { headers: Headers }) => {
          const id = headers.get('x-test-user');
          const user = id ? users[id] : undefined;
          return user
            ? {
                user: { id, name: id, email: `${id}@example.org`, role: user.role, twoFactorEnabled: true },
                session: { id: `s-${id}` },
              }
            : null;
        },
      },
    } as unknown as StaffAuth;
    const limiter = createRateLimiter(null, { keyPrefix: `records-export-${dialect}`, points: 3, durationSeconds: 60 });
    const db = handle.db;
    const handler = recordsExportEndpoint({
      settings: () => ({ siteOrigin: origin, trustProxy: { kind: 'none' } }),
      authorize: (request) => staffRequestSession(auth, request, 'records'),
      rateLimit: async () => limiter,
      database: async () => db,
    });
    const post = (user: string | null, headers: Record<string, string> = {}, body = 'locale=de') =>
      handler(
        new Request(`${origin}/api/staff/records/export`, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-site-remote-address': '203.0.113.9',
            ...(user ? { 'x-test-user': user } : {}),
            ...headers,
          },
        }),
      );

    const crossSite = await post('admin-1', { origin: 'https://evil.example' });
    expect([crossSite.status, (await crossSite.json()).code]).toEqual([403, 'cross_site']);
    const fetchedCrossSite = await post('admin-1', { 'sec-fetch-site': 'cross-site' });
    expect(fetchedCrossSite.status).toBe(403);
    expect((await post(null)).status).toBe(401);
    const member = await post('staff-1');
    expect([member.status, (await member.json()).code]).toEqual([403, 'forbidden']);
    expect((await post('admin-1', {}, `locale=de&pad=${'x'.repeat(2048)}`)).status).toBe(413);
    expect((await post('admin-1', { 'content-type': 'application/json' }, '{}')).status).toBe(415);

    const ok = await post('admin-1');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(ok.headers.get('content-disposition')).toMatch(
      /^attachment; filename="aufbewahrte-unterlagen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(await ok.text()).toContain(note.number);
    // Counted per account: refusals before the limiter do not count; no header resets it.
    expect(
      (await post('admin-1', { 'x-site-remote-address': '198.51.100.1', 'x-forwarded-for': '10.0.0.1' })).status,
    ).toBe(200);
    const limited = await post('admin-1', { 'x-site-remote-address': '198.51.100.2', 'x-forwarded-for': '10.0.0.2' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const exports = await db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'records.exported')
      .execute();
    expect(exports).toEqual([{ actor_id: 'admin-1' }, { actor_id: 'admin-1' }]);
  });
});

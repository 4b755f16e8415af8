import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { berlinToday } from '@/lib/calendar-day';
import { issueCertificate, revokeCertificate, verifyCertificate } from '@/server/documents/certificates';
import { issueCreditNote, markCreditNotePaid } from '@/server/documents/credit-notes';
import { documentPdf } from '@/server/documents/document-pdf';
import { createVisitorDocumentHandler } from '@/server/documents/http';
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import { createRateLimiter } from '@/server/rate-limit';
import { recordReceipt } from '@/server/sell-requests/receipt';
import { statusPageModel } from '@/server/sell-requests/status-page';
import { findSellRequestByToken } from '@/server/sell-requests/view';
import { erasePerson } from '@/server/staff/erasure';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { TOKEN_SECRET } from './sell-requests-fixtures';
import { acceptedRequest, receiptAsOffered, type Stored } from './trade-in-fixtures';

const year = berlinToday().slice(0, 4);
const seller = {
  name: 'Erika Beispiel',
  company: 'Beispiel GmbH',
  street: 'Lagerweg 7',
  postalCode: '50667',
  city: 'Köln',
  country: 'DE',
  vatId: 'DE123456789',
};

/** The text of a PDF, as a reader copies it (pages merged, whitespace collapsed). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function received(handle: TestDatabase, overrides: Record<string, unknown> = {}): Promise<Stored> {
  const stored = await acceptedRequest(handle, overrides);
  await recordReceipt(handle.db, {
    leadId: stored.id,
    lines: await receiptAsOffered(handle, stored.id, { quantity: 2, reason: 'Nur zwei von drei Geräten im Paket.' }),
    actorId: 'staff-1',
    tokenSecret: TOKEN_SECRET,
  });
  return stored;
}

// Rendering and reading PDFs is CPU-bound; on a busy shared machine a test can take well over the
// default 20 s, so these get 90 s (no timing is asserted).
describe.each(dialects)('credit notes and certificates (%s)', { timeout: 90_000 }, (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('issues the credit note with the year’s next number, net/VAT/gross, the seller’s VAT ID and the payment term; its PDF says so', async () => {
    handle = await openTestDatabase(dialect);
    const stored = await acceptedRequest(handle);
    await expect(
      issueCreditNote(handle.db, { leadId: stored.id, seller, treatment: 'standard', actorId: 'staff-1' }),
    ).rejects.toMatchObject({ code: 'goods_not_received' });
    await recordReceipt(handle.db, {
      leadId: stored.id,
      lines: await receiptAsOffered(handle, stored.id, { quantity: 2, reason: 'Nur zwei von drei Geräten im Paket.' }),
      actorId: 'staff-1',
      tokenSecret: TOKEN_SECRET,
    });
    const note = await issueCreditNote(handle.db, {
      leadId: stored.id,
      seller,
      treatment: 'standard',
      actorId: 'staff-1',
    });
    expect(note.number).toBe(`GS-${year}-000001`);
    await expect(
      issueCreditNote(handle.db, { leadId: stored.id, seller, treatment: 'standard', actorId: 'staff-1' }),
    ).rejects.toMatchObject({ code: 'credit_note_exists' });
    // Line 1: 2 × 12,50 €; line 2: 12 × 25,00 € = 325,00 € net, 61,75 € VAT, 386,75 € gross.
    const row = await handle.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('id', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.gross_cents)).toBe(38675);
    const pdf = await documentPdf(handle.db, note.id);
    expect(pdf?.fileName).toBe(`${note.number}.pdf`);
    const text = await pdfText(pdf!.bytes);
    for (const expected of [
      'Gutschrift',
      `Gutschrift-Nr. ${note.number}`,
      'Beispiel GmbH',
      'Erika Beispiel',
      'USt-IdNr.: DE123456789',
      'Kreislaufwerk Köln GmbH',
      'USt-IdNr.: DE000000000',
      stored.reference!,
      'Akku-Pack 48 V',
      '325,00 €',
      'zzgl. Umsatzsteuer 19 %',
      '61,75 €',
      '386,75 €',
      'Gutschriftsverfahren nach § 14 Abs. 2 Satz 2 UStG',
      'Gemischte Netzteile',
      'zurückgesendet',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const due = row.payment_due;
    const [dueYear, dueMonth, dueDay] = due.split('-');
    expect(text).toContain(`bis zum ${dueDay}.${dueMonth}.${dueYear}`);
    expect(row.payment_due).toBe(
      new Date(Date.parse(`${berlinToday()}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10),
    );
  });

  it('a private seller’s credit note shows no VAT and says why; numbers are gapless per year, a refused issue uses none', async () => {
    handle = await openTestDatabase(dialect);
    const privateSale = await received(handle, { company: undefined, vatId: undefined });
    const nothing = await acceptedRequest(handle);
    const allReturned = (await receiptAsOffered(handle, nothing.id)).map((line) => ({
      ...line,
      outcome: 'returned' as const,
      priceCents: null,
      reason: line.outcome === 'bought' ? 'Kundin hat sich anders entschieden.' : null,
    }));
    await recordReceipt(handle.db, {
      leadId: nothing.id,
      lines: allReturned,
      actorId: 'staff-1',
      tokenSecret: TOKEN_SECRET,
    });
    await expect(
      issueCreditNote(handle.db, { leadId: nothing.id, seller, treatment: 'standard', actorId: 'staff-1' }),
    ).rejects.toMatchObject({ code: 'nothing_bought' });

    const note = await issueCreditNote(handle.db, {
      leadId: privateSale.id,
      seller: { ...seller, company: null, vatId: null },
      treatment: 'private',
      actorId: 'staff-1',
    });
    expect(note.number).toBe(`GS-${year}-000001`);
    const text = await pdfText((await documentPdf(handle.db, note.id))!.bytes);
    expect(text).toContain('keine Umsatzsteuer ausgewiesen');
    expect(text).not.toContain('zzgl. Umsatzsteuer');
    expect(text).toContain('325,00 €');

    // Two issues at the same moment get consecutive numbers.
    const [a, b] = await Promise.all([received(handle), received(handle)]);
    const numbers = await Promise.all(
      [a, b].map((request) =>
        issueCreditNote(handle!.db, { leadId: request.id, seller, treatment: 'standard', actorId: 'staff-1' }),
      ),
    );
    expect(numbers.map((issued) => issued.number).sort()).toEqual([`GS-${year}-000002`, `GS-${year}-000003`]);
  });

  it('marks the credit note paid with its day; the status page then says "Bezahlt"', async () => {
    handle = await openTestDatabase(dialect);
    const stored = await received(handle);
    const base = { leadId: stored.id, actorId: 'staff-2' };
    await expect(markCreditNotePaid(handle.db, { ...base, paidOn: berlinToday() })).rejects.toMatchObject({
      code: 'not_issued',
    });
    await issueCreditNote(handle.db, { leadId: stored.id, seller, treatment: 'standard', actorId: 'staff-1' });
    await expect(markCreditNotePaid(handle.db, { ...base, paidOn: '2020-01-01' })).rejects.toMatchObject({
      code: 'paid_invalid',
    });
    const tomorrow = berlinToday(new Date(Date.now() + 86_400_000));
    await expect(markCreditNotePaid(handle.db, { ...base, paidOn: tomorrow })).rejects.toMatchObject({
      code: 'paid_invalid',
    });
    await markCreditNotePaid(handle.db, { ...base, paidOn: berlinToday() });
    await expect(markCreditNotePaid(handle.db, { ...base, paidOn: berlinToday() })).rejects.toMatchObject({
      code: 'already_marked',
    });
    const model = statusPageModel((await findSellRequestByToken(handle.db, stored.token))!, {
      token: stored.token,
      locale: 'de',
    });
    expect(model.steps.map((step) => `${step.id}:${step.state}`).slice(-4)).toEqual([
      'handover:done',
      'goods_received:done',
      'settled:done',
      'paid:done',
    ]);
    expect(model.creditNote).toMatchObject({ paidOn: berlinToday() });
  });

  it('certificates: numbered per kind, PDF with serials, DIN 66399 and a QR code; the public check shows no personal data; revocation', async () => {
    handle = await openTestDatabase(dialect);
    const stored = await received(handle);
    const actor = { id: 'staff-1', name: 'Mara Team' };
    const destruction = await issueCertificate(handle.db, {
      leadId: stored.id,
      actor,
      input: {
        kind: 'data-destruction',
        destroyedOn: berlinToday(),
        method: 'shredding',
        protectionClass: 2,
        securityLevel: 'H-4',
        serials: ['SN-0001', 'SN-0002'],
      },
    });
    expect(destruction.number).toBe(`DV-${year}-000001`);
    const recycling = await issueCertificate(handle.db, {
      leadId: stored.id,
      actor,
      input: {
        kind: 'recycling',
        recycledOn: berlinToday(),
        categories: [
          { category: 'lithium-batteries', weightKg: 14.5 },
          { category: 'mixed-e-scrap', weightKg: 40 },
        ],
      },
    });
    expect(recycling.number).toBe(`RN-${year}-000001`);
    for (const input of [
      {
        kind: 'data-destruction' as const,
        destroyedOn: berlinToday(),
        method: 'shredding' as const,
        protectionClass: 2 as const,
        securityLevel: 'H-9' as never,
        serials: ['X'],
      },
      {
        kind: 'data-destruction' as const,
        destroyedOn: berlinToday(),
        method: 'shredding' as const,
        protectionClass: 2 as const,
        securityLevel: 'H-4' as const,
        serials: [],
      },
      {
        kind: 'recycling' as const,
        recycledOn: berlinToday(),
        categories: [{ category: 'cables' as const, weightKg: 0 }],
      },
      {
        kind: 'recycling' as const,
        recycledOn: '2020-01-01',
        categories: [{ category: 'cables' as const, weightKg: 1 }],
      },
    ]) {
      await expect(issueCertificate(handle.db, { leadId: stored.id, actor, input })).rejects.toMatchObject({
        code: 'certificate_invalid',
      });
    }

    const text = await pdfText((await documentPdf(handle.db, destruction.id))!.bytes);
    for (const expected of [
      'Zertifikat über die Vernichtung von Datenträgern',
      `Nr. ${destruction.number}`,
      'Schreddern',
      'Schutzklasse 2, Sicherheitsstufe H-4',
      'SN-0001',
      'SN-0002',
      'Verantwortlich: Mara Team',
      `/zertifikat/${destruction.id}`,
      'Beispiel GmbH',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const recyclingText = await pdfText((await documentPdf(handle.db, recycling.id))!.bytes);
    expect(recyclingText).toContain('Lithium-Batterien und -Akkus');
    expect(recyclingText).toContain('14,5 kg');
    expect(recyclingText).toContain('54,5 kg');

    const check = await verifyCertificate(handle.db, destruction.id);
    expect(check).toEqual({
      number: destruction.number,
      kind: 'data-destruction',
      issuedAt: expect.any(String),
      count: 2,
      totalWeightKg: null,
      revokedAt: null,
    });
    expect(JSON.stringify(check)).not.toMatch(/Erika|Beispiel|erika@/);
    expect(await verifyCertificate(handle.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    await revokeCertificate(handle.db, { id: destruction.id, actorId: 'staff-2' });
    await expect(revokeCertificate(handle.db, { id: destruction.id, actorId: 'staff-2' })).rejects.toMatchObject({
      code: 'already_marked',
    });
    expect((await verifyCertificate(handle.db, destruction.id))?.revokedAt).toEqual(expect.any(String));
    expect(await pdfText((await documentPdf(handle.db, destruction.id))!.bytes)).toContain('WIDERRUFEN');
  });

  it('erasing the person keeps the documents and the certificate check answering, and the audit rows their reference', async () => {
    handle = await openTestDatabase(dialect);
    const stored = await received(handle);
    const note = await issueCreditNote(handle.db, {
      leadId: stored.id,
      seller,
      treatment: 'standard',
      actorId: 'staff-1',
    });
    const certificate = await issueCertificate(handle.db, {
      leadId: stored.id,
      actor: { id: 'staff-1', name: 'Mara Team' },
      input: {
        kind: 'data-destruction',
        destroyedOn: berlinToday(),
        method: 'degaussing',
        protectionClass: 3,
        securityLevel: 'T-5',
        serials: ['SN-0001'],
      },
    });
    await erasePerson(handle.db, { email: 'erika@example.org', actorId: 'admin-1' });
    expect(await findSellRequestByToken(handle.db, stored.token)).toBeNull();
    expect(await verifyCertificate(handle.db, certificate.id)).toMatchObject({ number: certificate.number, count: 1 });
    expect((await documentPdf(handle.db, note.id))?.fileName).toBe(`${note.number}.pdf`);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'lead_reference'])
      .where('lead_id', '=', stored.id)
      .execute();
    expect(audit.length).toBeGreaterThan(5);
    expect(audit.every((row) => row.lead_reference === stored.reference)).toBe(true);
    expect(audit.map((row) => row.action)).toContain('lead.erased');
  });

  it('the visitor’s PDF route: their own document; another request’s, an unknown token or a malformed id is a JSON 404; a client over its downloads gets 429', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const own = await received(handle);
    const other = await received(handle);
    const note = await issueCreditNote(db, { leadId: own.id, seller, treatment: 'standard', actorId: 'staff-1' });
    const limiter = await createRateLimiter(null, { keyPrefix: `doc-${dialect}`, points: 3, durationSeconds: 600 });
    const get = createVisitorDocumentHandler({
      database: async () => ({ db }),
      limiter: async () => limiter,
      settings: () => ({ trustProxy: { kind: 'none' }, siteOrigin: 'http://localhost' }),
    });
    const fetchPdf = (token: string, id: string, ip = '203.0.113.9') =>
      get(
        new Request(
          `http://localhost/api/sell-requests/${encodeURIComponent(token)}/documents/${encodeURIComponent(id)}`,
          {
            headers: { [REMOTE_ADDRESS_HEADER]: ip },
          },
        ),
        { params: Promise.resolve({ token, id }) },
      );

    const ok = await fetchPdf(own.token, note.id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('cache-control')).toContain('no-store');
    expect(
      Buffer.from(await ok.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    for (const [token, id] of [
      [other.token, note.id],
      ['A'.repeat(22), note.id],
      [own.token, 'not-a-uuid'],
      ['../../etc/passwd', note.id],
    ] as const) {
      const refused = await fetchPdf(token, id);
      expect(refused.status, `${token} ${id}`).toBe(404);
      expect(refused.headers.get('content-type')).toContain('application/json');
    }
    // Three well-formed requests so far from this client (malformed ones are refused before the
    // count): the fourth is over the limit; another client is not.
    const limited = await fetchPdf(own.token, note.id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fetchPdf(own.token, note.id, '203.0.113.77')).status).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewLead } from '@/server/db/schema';
import { csvRecord } from '@/server/staff/csv';
import { leadCsvChunks, leadCsvStream } from '@/server/staff/lead-export';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { auditRows, seedLead } from './staff-fixtures';

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe('CSV cells', () => {
  // One cell is a record without its line end.
  const csvCell = (value: string | null) => csvRecord([value]).slice(0, -2);
  it('quotes per RFC 4180 and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+49 221')).toBe("'+49 221");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
  });
});

describe.each(dialects)('lead export (%s)', (dialect) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase(dialect);
  });
  afterAll(async () => handle?.cleanup());

  it('writes UTF-8 with BOM, ; separators, CRLF, quoting, neutralised formulas and Cologne time', async () => {
    const db = handle.db;
    await seedLead(db, {
      reference: 'KW-2026-000001',
      created_at: '2026-07-01T10:00:00.000Z',
      first_name: '=cmd|calc',
      last_name: 'Müller; "Jr."',
      email: '@evil.example',
      phone: '+49 221 123',
      subject: '-2+3',
      message: 'Zeile 1\r\nZeile 2',
      page: '/kontakt',
      form: 'contact-page',
      status: 'offer_sent',
      assigned_to: 'staff-a',
    });
    await seedLead(db, { reference: 'KW-2026-000002', created_at: '2026-01-15T08:00:00.000Z', status: 'spam' });
    const bytes = new Uint8Array(
      await new Response(
        leadCsvStream(db, { query: { spam: 'exclude' }, locale: 'de', actorId: 'staff-a' }),
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(
      '\uFEFFVorgangsnummer;Eingang;Status;Formular;Sprache;Vorname;Nachname;E-Mail;Telefon;Betreff;Nachricht;Seite;Zuständig;Firma;Positionen;Angebotssumme (€)\r\n' +
        'KW-2026-000001;2026-07-01 12:00:00;Angebot gesendet;Kontaktseite;Deutsch;\'=cmd|calc;"Müller; ""Jr.""";\'@evil.example;\'+49 221 123;\'-2+3;"Zeile 1\r\nZeile 2";/kontakt;staff-a;;;\r\n',
    );
    const english = await collect(leadCsvChunks(db, { query: { spam: 'only' }, locale: 'en', actorId: 'staff-a' }));
    expect(english).toBe(
      '\uFEFFReference;Received;Status;Form;Language;First name;Last name;Email;Phone;Subject;Message;Page;Assigned to;Company;Lines;Offer total (€)\r\n' +
        'KW-2026-000002;2026-01-15 09:00:00;Spam;Home page;German;Erika;Beispiel;erika@example.org;;Ankauf von Akkus;Wir haben gebrauchte Akkus abzugeben.;/;;;;\r\n',
    );
    const audit = await auditRows(db);
    expect(audit.map((row) => [row.action, row.detail, row.lead_id, row.actor_id])).toEqual([
      ['leads.exported', '1', null, 'staff-a'],
      ['leads.exported', '1', null, 'staff-a'],
    ]);
    await db.deleteFrom('leads').execute();
    await db.deleteFrom('audit_log').execute();
  });

  it('streams 20,000 rows page by page: the first page comes before the last is read', async () => {
    const db = handle.db;
    const start = Date.UTC(2026, 0, 1);
    const rows: NewLead[] = Array.from({ length: 20_000 }, (_, i) => ({
      id: randomUUID(),
      reference: `KW-2026-${String(i + 1).padStart(6, '0')}`,
      form: 'inquiry',
      first_name: `Vorname${i}`,
      last_name: 'Nachname',
      email: `person${i}@example.org`,
      phone: null,
      subject: 'Betreff',
      message: 'Nachricht',
      locale: 'de',
      page: '/',
      status: 'new',
      is_spam: 0,
      idempotency_key: randomUUID(),
      content_hash: null,
      // Pairs of leads share a timestamp, so the keyset must break ties by id.
      created_at: new Date(start + Math.floor(i / 2) * 60_000).toISOString(),
      updated_at: new Date(start).toISOString(),
      assigned_to: null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('leads')
        .values(rows.slice(i, i + 500))
        .execute();

    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const chunks = leadCsvChunks(db.withPlugin(counting), { query: { spam: 'exclude' }, locale: 'de', actorId: 'a' });
    const header = await chunks.next();
    const firstPage = await chunks.next();
    // staff names, count + audit insert, then one page: nothing more was read yet.
    expect(queries).toBe(4);
    expect(header.value).toMatch(/^\uFEFFVorgangsnummer;/);
    expect((firstPage.value as string).split('\r\n')).toHaveLength(1001);
    let text = (header.value as string) + (firstPage.value as string);
    let pages = 1;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      text += next.value;
      pages += 1;
    }
    expect(pages).toBe(20);
    expect(queries).toBe(3 + 21);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(20_002); // header, 20,000 rows, '' after the last CRLF
    const references = lines.slice(1, -1).map((line) => line.split(';')[0]!);
    expect(new Set(references).size).toBe(20_000);
    expect(references[0]).toMatch(/^KW-2026-0(19999|20000)$/);
  });
});

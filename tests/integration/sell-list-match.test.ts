import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { productListings } from '@/content/catalogue/listings';
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import { createRateLimiter, sellListMatchRateLimit } from '@/server/rate-limit';
import { createSellListMatchHandler } from '@/server/sell-list/http';
import { createSellListMatcher } from '@/server/sell-list/matcher';

const matcher = createSellListMatcher(productListings());

function setup({ points = 1000, trustProxy }: { points?: number; trustProxy?: { kind: 'hops'; hops: number } } = {}) {
  const limiter = createRateLimiter(null, { ...sellListMatchRateLimit, points });
  return createSellListMatchHandler({
    matcher: () => matcher,
    rateLimiter: () => limiter,
    settings: () => ({ siteOrigin: 'http://localhost:3000', trustProxy: trustProxy ?? { kind: 'none' } }),
  });
}

const url = 'http://localhost:3000/api/sell-list/match';
const jsonRequest = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', [REMOTE_ADDRESS_HEADER]: '203.0.113.5', ...headers },
  });
function fileRequest(bytes: Uint8Array, filename: string, type: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new Blob([bytes as BlobPart], { type }), filename);
  form.set('locale', 'en');
  return new Request(url, {
    method: 'POST',
    body: form,
    headers: { [REMOTE_ADDRESS_HEADER]: '203.0.113.6', ...headers },
  });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const column = (index: number) => String.fromCharCode(65 + index);

/** A minimal XLSX (inline strings, numbers, and `{ formula, cached }` cells) zipped with fflate. */
function xlsx(
  rows: (string | number | { formula: string; cached?: string })[][],
  extra: Record<string, Uint8Array> = {},
) {
  const cells = rows
    .map((row, r) => {
      const inner = row
        .map((cell, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          if (typeof cell === 'object')
            return `<c r="${ref}" t="str"><f>${escapeXml(cell.formula)}</f>${cell.cached === undefined ? '' : `<v>${escapeXml(cell.cached)}</v>`}</c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${inner}</row>`;
    })
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Liste" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
    ),
    ...extra,
  });
}
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('POST /api/sell-list/match with JSON rows', () => {
  it('answers every row with quantity, status, item and candidates', async () => {
    const response = await setup()(
      jsonRequest({ rows: ['AMD EPYC 7543 32C', '3 x RTX 3070 8GB', 'RTX 3080 12GB', 'iPhone 12'] }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { rows } = await response.json();
    expect(rows[0]).toMatchObject({
      input: 'AMD EPYC 7543 32C',
      quantity: 1,
      status: 'matched',
      itemId: 'KW-AMD-0403',
      name: 'AMD EPYC 7543',
    });
    expect(rows[1]).toMatchObject({ text: 'RTX 3070 8GB', quantity: 3, status: 'matched', itemId: 'KW-GPU-0204' });
    expect(rows[2]).toMatchObject({
      status: 'review',
      candidates: [{ itemId: 'KW-GPU-0203', name: 'NVIDIA GeForce RTX 3080' }],
    });
    expect(rows[3]).toMatchObject({ status: 'unknown', candidates: [] });
  });

  it('reads rows pasted from a spreadsheet (tabs, header, count column)', async () => {
    const response = await setup()(
      jsonRequest({
        rows: ['Menge\tBezeichnung\tZustand', '4\tHuawei SUN2000-5KTL-L1\tdefekt', '2\tBYD HVS 10.2\t'],
      }),
    );
    const { rows } = await response.json();
    expect(rows).toMatchObject([
      { quantity: 4, itemId: 'KW-HUA-0204', grade: 'defective' },
      { quantity: 2, itemId: 'KW-BYD-0203' },
    ]);
  });

  it('refuses too many rows, a too long row, a wrong body and another type with a clear 4xx', async () => {
    const POST = setup();
    const tooMany = await POST(jsonRequest({ rows: Array.from({ length: 10_000 }, (_, i) => `RTX 3070 #${i}`) }));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({ code: 'too_many_rows', error: expect.stringContaining('5000') });
    const tooLong = await POST(jsonRequest({ rows: ['x'.repeat(501)], locale: 'en' }));
    expect(tooLong.status).toBe(413);
    expect((await tooLong.json()).error).toContain('500 characters');
    expect((await POST(jsonRequest({ rows: 'RTX 3070' }))).status).toBe(400);
    expect((await POST(jsonRequest({ rows: [] }))).status).toBe(400);
    const text = await POST(
      new Request(url, { method: 'POST', body: 'RTX 3070', headers: { 'content-type': 'text/plain' } }),
    );
    expect(text.status).toBe(415);
  });

  it('refuses a cross-site request with 403', async () => {
    const response = await setup()(
      jsonRequest({ rows: ['RTX 3070'] }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('cross_site');
  });

  it('limits per client, and X-Forwarded-For cannot reset the limit', async () => {
    const POST = setup({ points: 3 });
    for (let i = 0; i < 3; i += 1)
      expect((await POST(jsonRequest({ rows: ['RTX 3070'] }, { 'x-forwarded-for': `10.0.0.${i}` }))).status).toBe(200);
    const refused = await POST(jsonRequest({ rows: ['RTX 3070'] }, { 'x-forwarded-for': '10.9.9.9' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await POST(jsonRequest({ rows: ['RTX 3070'] }, { [REMOTE_ADDRESS_HEADER]: '203.0.113.99' }))).status).toBe(
      200,
    );
  });

  it('behind one trusted proxy, a forged X-Forwarded-For entry does not reset the limit either', async () => {
    const POST = setup({ points: 2, trustProxy: { kind: 'hops', hops: 1 } });
    const from = (forged: string) =>
      jsonRequest(
        { rows: ['RTX 3070'] },
        { [REMOTE_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': `${forged}, 198.51.100.7` },
      );
    expect((await POST(from('1.1.1.1'))).status).toBe(200);
    expect((await POST(from('2.2.2.2'))).status).toBe(200);
    expect((await POST(from('3.3.3.3'))).status).toBe(429);
  });
});

describe('POST /api/sell-list/match with a file', () => {
  it('reads a CSV (semicolons, BOM, header with Menge/Artikel)', async () => {
    const csv = '\ufeffArtikel;Menge;Preis\nNVIDIA GeForce RTX 4090;2;1500\n"Tesla Powerwall 2";1;\nSchreibtisch;3;\n';
    const response = await setup()(fileRequest(strToU8(csv), 'liste.csv', 'text/csv'));
    expect(response.status).toBe(200);
    const { rows } = await response.json();
    expect(rows).toMatchObject([
      { input: 'NVIDIA GeForce RTX 4090', quantity: 2, status: 'matched', itemId: 'KW-GPU-0101' },
      { quantity: 1, status: 'matched', itemId: 'KW-TES-0103' },
      { input: 'Schreibtisch', quantity: 3, status: 'unknown' },
    ]);
  });

  it('reads the condition and remark columns: a known word is the grade, anything else the remark', async () => {
    const csv =
      'Artikel;Menge;Zustand;Bemerkung\nSMA Sunny Boy 5.0;1;defekt;Display dunkel\n2x Dell PowerEdge R740;;gebraucht;\n' +
      'Huawei LUNA2000-5-S0;2;Gehäuse verbeult;Wandhalterung fehlt\nasdfgh qwertz ###;1;;\n';
    const response = await setup()(fileRequest(strToU8(csv), 'liste.csv', 'text/csv'));
    expect(response.status).toBe(200);
    const { rows } = await response.json();
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'matched',
        itemId: 'KW-SMA-0101',
        grade: 'defective',
        remark: 'Display dunkel',
      }),
      expect.objectContaining({ text: 'Dell PowerEdge R740', quantity: 2, grade: 'used-working' }),
      expect.objectContaining({
        itemId: 'KW-HUA-0101',
        quantity: 2,
        remark: 'Zustand: Gehäuse verbeult; Wandhalterung fehlt',
      }),
      expect.objectContaining({ input: 'asdfgh qwertz ###', status: 'unknown', candidates: [] }),
    ]);
    expect(rows[1].remark).toBeUndefined();
    expect(rows[2].grade).toBeUndefined();
    expect(rows[3].grade).toBeUndefined();
  });

  it('reads English condition and notes headers of an XLSX', async () => {
    const file = xlsx([
      ['Description', 'Qty', 'Condition', 'Comments'],
      ['Samsung 990 PRO 4TB', 5, 'Defective', 'no SMART data'],
      ['RTX 3070', 2, 'Used – fully working', ''],
    ]);
    const response = await setup()(fileRequest(file, 'assets.xlsx', XLSX_TYPE));
    expect(response.status).toBe(200);
    const { rows } = await response.json();
    expect(rows).toMatchObject([
      { itemId: 'KW-MEM-0402', quantity: 5, grade: 'defective', remark: 'no SMART data' },
      { itemId: 'KW-GPU-0204', quantity: 2, grade: 'used-working' },
    ]);
  });

  it('reads an XLSX with a header; formula cells are text, never computed', async () => {
    const file = xlsx([
      ['Bezeichnung', 'Anzahl'],
      ['Samsung 990 PRO 4TB', 5],
      [{ formula: 'CONCATENATE("RTX ","3070")', cached: 'RTX 3070' }, 2],
      [{ formula: 'HYPERLINK("http://evil.example","x")' }, 1],
      ["=cmd|' /C calc'!A0", 1],
      ['Huawei LUNA2000-5-S0', 1],
    ]);
    const response = await setup()(fileRequest(file, 'assets.xlsx', XLSX_TYPE));
    expect(response.status).toBe(200);
    const { rows } = await response.json();
    expect(rows).toMatchObject([
      { input: 'Samsung 990 PRO 4TB', quantity: 5, status: 'matched', itemId: 'KW-MEM-0402' },
      { input: 'RTX 3070', quantity: 2, status: 'matched', itemId: 'KW-GPU-0204' },
      { input: "cmd|' /C calc'!A0", status: 'unknown' },
      { input: 'Huawei LUNA2000-5-S0', itemId: 'KW-HUA-0101' },
    ]);
  });

  it('without a header takes the widest text column', async () => {
    const file = xlsx([
      [3, 'AMD EPYC 7543 32C', 'A'],
      [1, 'Fronius Symo 15.0-3-M', 'B'],
    ]);
    const { rows } = await (await setup()(fileRequest(file, 'x.xlsx', XLSX_TYPE))).json();
    expect(rows).toMatchObject([
      { quantity: 3, itemId: 'KW-AMD-0403' },
      { quantity: 1, itemId: 'KW-FRO-0203' },
    ]);
  });

  it('refuses a file of another type', async () => {
    const pdf = strToU8('%PDF-1.7\n%binary\0\0\0');
    const response = await setup()(fileRequest(pdf, 'liste.pdf', 'application/pdf'));
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe('unsupported_file');
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await setup()(fileRequest(xls, 'alt.xls', 'application/vnd.ms-excel'))).status).toBe(415);
  });

  it('refuses a file above 5 MB while reading it', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10).fill(65);
    const response = await setup()(fileRequest(big, 'big.csv', 'text/csv'));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'file_too_large', error: expect.stringContaining('5 MB') });
  });

  it('refuses a zip bomb: too large once unpacked, also when its headers lie', async () => {
    const bomb = xlsx([['RTX 3070']], { 'xl/worksheets/sheet2.xml': new Uint8Array(60 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(200_000);
    const response = await setup()(fileRequest(bomb, 'bomb.xlsx', XLSX_TYPE));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('unpacked_too_large');

    // The same archive with its declared sizes rewritten to 100 bytes: inflating stops at the cap.
    const liar = new Uint8Array(bomb);
    const view = new DataView(liar.buffer);
    for (let offset = 0; offset + 46 < liar.length; offset += 1) {
      if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, 100, true);
      if (view.getUint32(offset, true) === 0x04034b50) view.setUint32(offset + 22, 100, true);
    }
    const lying = await setup()(fileRequest(liar, 'liar.xlsx', XLSX_TYPE));
    expect(lying.status).toBe(413);
    expect((await lying.json()).code).toBe('unpacked_too_large');
  });

  it('refuses an archive with thousands of entries', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 600; i += 1) entries[`xl/media/${i}.xml`] = strToU8('<a/>');
    const response = await setup()(fileRequest(xlsx([['RTX 3070']], entries), 'many.xlsx', XLSX_TYPE));
    expect(response.status).toBe(413);
  });

  it('refuses 10,000 rows in a file', async () => {
    const csv = ['Artikel;Menge', ...Array.from({ length: 10_000 }, (_, i) => `RTX 3070 Nr ${i};1`)].join('\n');
    const response = await setup()(fileRequest(strToU8(csv), 'lang.csv', 'text/csv'));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('too_many_rows');
  });

  it('refuses broken UTF-8 (a Windows-1252 CSV) with a clear message', async () => {
    const latin1 = new Uint8Array([...strToU8('Artikel;Menge\nSt'), 0xfc, ...strToU8('ck RTX 3070;1\n')]);
    const response = await setup()(fileRequest(latin1, 'ansi.csv', 'text/csv'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_encoding', error: expect.stringContaining('UTF-8') });
  });

  it('refuses a damaged XLSX as unreadable, not with a 500', async () => {
    const broken = xlsx([['RTX 3070']]).slice(0, 300);
    const response = await setup()(fileRequest(broken, 'kaputt.xlsx', XLSX_TYPE));
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe('file_unreadable');
  });
});

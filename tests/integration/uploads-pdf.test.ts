import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPdf } from '@/server/uploads/pdf-check';

const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PDF of these objects (bodies after `N 0 obj`), with a trailer; offsets need not be exact. */
function pdf(objects: (string | Buffer)[], trailer = '<</Root 1 0 R>>'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  objects.forEach((body, index) => {
    parts.push(
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
    );
    parts.push(Buffer.from('\nendobj\n', 'latin1'));
  });
  parts.push(Buffer.from(`trailer\n${trailer}\nstartxref\n0\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A compressed object stream (PDF 1.5) holding these objects, numbered from `first`. */
function objectStream(objects: string[], first: number): Buffer {
  let offsets = '';
  let body = '';
  objects.forEach((object, index) => {
    offsets += `${first + index} ${body.length} `;
    body += `${object}\n`;
  });
  const content = deflateSync(Buffer.from(offsets + body, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `<</Type/ObjStm/N ${objects.length}/First ${offsets.length}/Filter/FlateDecode/Length ${content.length}>>\nstream\n`,
      'latin1',
    ),
    content,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const catalog = (extra = '') => `<</Type/Catalog/Pages 2 0 R${extra}>>`;
const pages = '<</Type/Pages/Kids[]/Count 0>>';

async function check(bytes: Buffer): Promise<'accepted' | string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  try {
    await checkPdf(file, bytes.length);
    return 'accepted';
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
}

// Issue 35, item 6: the "no active content" check missed name escapes (`/S /J#61vaScript`,
// `/L#61unch`), a script in an object of its own, and embedded files.
describe('PDF uploads: no active content, however it is spelled', () => {
  it('accepts a plain PDF, also with a compressed object stream of harmless objects', async () => {
    expect(await check(pdf([catalog(), pages]))).toBe('accepted');
    expect(
      await check(pdf([catalog(), pages, objectStream(['<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>'], 4)])),
    ).toBe('accepted');
    // A name that merely contains a forbidden one is fine; so is text that mentions it.
    expect(await check(pdf([catalog('/Info(JavaScript Launch)'), pages, '<</JSONData 1>>']))).toBe('accepted');
  });

  const refused: [string, Buffer][] = [
    [
      'a JavaScript action spelled with #xx escapes',
      pdf([catalog('/OpenAction 3 0 R'), pages, '<</S/J#61vaScript/J#53(app.alert(1))>>']),
    ],
    ['a Launch action spelled with escapes', pdf([catalog('/OpenAction 3 0 R'), pages, '<</S/L#61unch/F(calc.exe)>>'])],
    [
      'a script in a separate object (the action refers to a stream)',
      pdf([
        catalog('/OpenAction 3 0 R'),
        pages,
        '<</S/J#61v#61Script/JS 4 0 R>>',
        '<</Length 11>>\nstream\napp.alert()\nendstream',
      ]),
    ],
    ['embedded files', pdf([catalog('/Names<</EmbeddedFiles 3 0 R>>'), pages, '<</Names[(a.exe) 4 0 R]>>'])],
    ['embedded files, escaped', pdf([catalog('/Names<</Emb#65ddedFiles 3 0 R>>'), pages, '<</Names[]>>'])],
    ['an XFA form', pdf([catalog('/AcroForm<</Fields[]/X#46A 3 0 R>>'), pages, '<</Length 0>>\nstream\n\nendstream'])],
    [
      'JavaScript inside a compressed object stream',
      pdf([catalog('/OpenAction 4 0 R'), pages, objectStream(['<</S/JavaScript/JS(app.alert(1))>>'], 4)]),
    ],
    ['a file attachment annotation', pdf([catalog(), pages, '<</Type/Annot/Subtype/FileAttachment/FS 4 0 R>>'])],
  ];
  for (const [what, bytes] of refused) {
    it(`refuses ${what}`, async () => {
      expect(await check(bytes)).toBe('pdf');
    });
  }

  it('refuses what it cannot inspect: an object stream it cannot decode, an encrypted PDF', async () => {
    const lzw = Buffer.from('<</Type/ObjStm/N 1/First 4/Filter/LZWDecode/Length 3>>\nstream\nabc\nendstream', 'latin1');
    expect(await check(pdf([catalog(), pages, lzw]))).toBe('pdf');
    const broken = Buffer.from(
      '<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length 5>>\nstream\nnoise\nendstream',
      'latin1',
    );
    expect(await check(pdf([catalog(), pages, broken]))).toBe('pdf');
    expect(await check(pdf([catalog(), pages], '<</Root 1 0 R/Encrypt 3 0 R>>'))).toBe('pdf');
  });

  it('refuses an object stream that inflates beyond the bound (a zip bomb) without inflating it all', async () => {
    const bomb = deflateSync(Buffer.alloc(200 * 1024 * 1024, 0x20), { level: 1 });
    const stream = Buffer.concat([
      Buffer.from(`<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${bomb.length}>>\nstream\n`, 'latin1'),
      bomb,
      Buffer.from('\nendstream', 'latin1'),
    ]);
    const rss = process.memoryUsage().rss;
    expect(await check(pdf([catalog(), pages, stream]))).toBe('pdf');
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    // Making 200 MB of input is what takes time here, on a busy machine several seconds.
  }, 60_000);
});

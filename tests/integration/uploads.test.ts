import { randomBytes, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaffAuth } from '@/server/auth/auth';
import { staffRequestSession } from '@/server/auth/staff-guards';
import { HttpError } from '@/server/http/http-error';
import { storeLead } from '@/server/leads/lead-repository';
import { createRateLimiter } from '@/server/rate-limit';
import { sweepRetention } from '@/server/retention';
import { erasePerson } from '@/server/staff/erasure';
import { attachUploads } from '@/server/uploads';
import { createUploadFileHandler } from '@/server/uploads/http';
import { databaseStore } from '@/server/uploads/store';
import { dialects, inquiry, openTestDatabase, type TestDatabase } from './helpers';
import { seedLead } from './staff-fixtures';
import {
  CLIENT,
  ORIGIN,
  photoWithGps,
  removeHandler,
  removeRequest,
  uploadHandler,
  uploadRequest,
  stubStaffSession,
} from './uploads-support';

const MB = 1024 * 1024;
const HOUR = 3_600_000;

type Created = { id: string; type: string; bytes: number; width: number | null; height: number | null };

async function upload(handler: Awaited<ReturnType<typeof uploadHandler>>, request: Request) {
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & Partial<Created> };
}

/** The stored bytes of an upload, read back through the staff endpoint with a stubbed session. */
async function fetchStored(handle: TestDatabase, id: string) {
  const get = createUploadFileHandler({
    authorize: async () => stubStaffSession('staff'),
    database: async () => handle,
    store: () => databaseStore,
  });
  const response = await get(new Request(`${ORIGIN}/api/uploads/${id}`), { params: Promise.resolve({ id }) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A PNG whose header claims `width` × `height` pixels, with a tiny (wrong) image body. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const minimalPdf = (extra = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${extra}>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );

describe.each(dialects)('uploads (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await handle?.cleanup();
    handle = undefined;
  });

  it('stores a photo re-encoded as WebP, upright, at most 2,560 px, without EXIF, GPS or serial number', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const photo = await photoWithGps(3200, 2400, 6);
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes('SERIAL-4711-XYZ')).toBe(true);
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer

    const { status, body } = await upload(handler, uploadRequest(photo, { name: 'IMG_0001.JPG', type: 'image/jpeg' }));
    expect(status).toBe(201);
    // Orientation 6: the 3200 × 2400 sensor image is a portrait photo.
    expect(body).toMatchObject({ type: 'image/webp', width: 1920, height: 2560 });

    const { response, bytes } = await fetchStored(handle, body.id!);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="anhang-${body.id!.slice(0, 8)}.webp"; filename*=UTF-8''IMG_0001.webp`,
    );
    expect(bytes.byteLength).toBe(body.bytes);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1920, height: 2560 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(bytes.includes('SERIAL-4711-XYZ')).toBe(false);
    expect(bytes.includes('PhoneMaker')).toBe(false);
    // The original is kept nowhere: one row, one blob, and that is the WebP.
    expect(await handle.db.selectFrom('upload_blobs').select('upload_id').execute()).toHaveLength(1);
  });

  it('accepts PNG, WebP and AVIF by their bytes, whatever name and type the browser claims', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } });
    for (const bytes of [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]) {
      const { status, body } = await upload(
        handler,
        uploadRequest(bytes, { name: 'scan.pdf', type: 'application/pdf' }),
      );
      expect(status).toBe(201);
      expect(body).toMatchObject({ type: 'image/webp', width: 40, height: 30 });
    }
  });

  it('keeps a PDF as sent and serves it only as a download of type application/pdf', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const pdf = minimalPdf();
    const { status, body } = await upload(
      handler,
      uploadRequest(pdf, { name: '../../etc/Daten\u202eblatt "x".pdf', type: 'text/html' }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'application/pdf', bytes: pdf.byteLength, width: null, height: null });
    const { response, bytes } = await fetchStored(handle, body.id!);
    expect(bytes.equals(pdf)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition.startsWith('attachment; ')).toBe(true);
    // The name: no path, no bidi control, and in the header only percent-encoded.
    expect(disposition).toContain(`filename*=UTF-8''Datenblatt%20%22x%22.pdf`);
    expect(disposition).not.toMatch(/[/\\]|\u202e/);
    const row = await handle.db
      .selectFrom('uploads')
      .select('name')
      .where('id', '=', body.id!)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Datenblatt "x".pdf');
  });

  it('refuses a renamed executable, polyglots, active PDFs and unknown bytes with 415', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(4000),
    ]);
    const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(4000)]);
    const gifScript = Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.domain);//', 'latin1');
    const zip = Buffer.from('PK\x05\x06' + '\x00'.repeat(18), 'latin1');
    const cases: [string, Buffer, string][] = [
      ['renamed exe', exe, 'type'],
      ['renamed ELF', elf, 'type'],
      ['GIF/JavaScript polyglot', gifScript, 'type'],
      ['PDF/ZIP polyglot', Buffer.concat([minimalPdf(), zip]), 'pdf'],
      ['PDF with JavaScript', minimalPdf('/OpenAction<</S/JavaScript/JS(app.alert(1))>>'), 'pdf'],
      ['PDF/HTML polyglot', minimalPdf('/Title(<html><script>alert(1)</script>)'), 'pdf'],
      ['PDF without end', minimalPdf().subarray(0, 60), 'pdf'],
      [
        'JPEG header, then garbage',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
        'type',
      ],
      ['plain text', Buffer.from('hello'), 'type'],
    ];
    for (const [label, bytes, reason] of cases) {
      const { status, body } = await upload(handler, uploadRequest(bytes, { name: 'foto.jpg', type: 'image/jpeg' }));
      expect({ label, status, reason: body.reason, code: body.code }).toEqual({
        label,
        status: 415,
        reason,
        code: 'unsupported_media_type',
      });
      expect(body.error).toEqual(expect.any(String));
    }
    expect(await handle.db.selectFrom('uploads').select('id').execute()).toEqual([]);
  });

  it('neutralises a JPEG with a ZIP appended: only the re-encoded image is stored', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    const payload = Buffer.concat([jpeg, Buffer.from('PK\x03\x04evil.exe MZ payload PK\x05\x06', 'latin1')]);
    const { status, body } = await upload(handler, uploadRequest(payload));
    expect(status).toBe(201);
    const { bytes } = await fetchStored(handle, body.id!);
    expect(bytes.includes('evil.exe')).toBe(false);
    expect(bytes.includes(Buffer.from('PK', 'latin1'))).toBe(false);
  });

  it("answers an undecodable HEIC photo with a clear 415 in the visitor's language", async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    // An ISO-BMFF file of brand `heic` (what an iPhone writes), with an HEVC-coded image body.
    const ftyp = Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1');
    const heic = Buffer.concat([
      ftyp,
      Buffer.from('\x00\x00\x00\x10meta\x00\x00\x00\x00hdlr', 'latin1'),
      Buffer.alloc(512, 1),
    ]);
    const { status, body } = await upload(handler, uploadRequest(heic, { name: 'IMG_1234.HEIC', locale: 'en' }));
    if (sharp.format.heif.input.fileSuffix?.includes('.heic')) return; // this libvips decodes HEIC
    expect(status).toBe(415);
    expect(body.reason).toBe('heic');
    expect(body.error).toContain('HEIC');
    expect(body.error).toContain('JPEG');
  });

  it('refuses a decompression bomb (a PNG claiming 50,000 × 50,000 px) before decoding it', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.byteLength).toBeLessThan(2000);
    const before = process.memoryUsage().rss;
    const { status, body } = await upload(handler, uploadRequest(bomb, { name: 'bomb.png', type: 'image/png' }));
    const grown = process.memoryUsage().rss - before;
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'payload_too_large', reason: 'dimensions' });
    // Decoding it would take 7.5 GB; nothing near that was allocated.
    expect(grown).toBeLessThan(200 * MB);
  });

  it('cuts an oversized upload off at the limit: a declared length at once, an endless stream while reading', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const declared = await handler(
      new Request(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        body: 'x',
        headers: {
          Origin: ORIGIN,
          'content-type': 'multipart/form-data; boundary=b',
          'content-length': String(11 * MB),
          'x-site-remote-address': CLIENT,
        },
      }),
    );
    expect(declared.status).toBe(413);

    // No length, a body that never ends: read until just past 10 MB, then abandoned.
    let pulled = 0;
    let cancelled = false;
    const head = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="endless.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    );
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = pulled === 0 ? head : chunk;
        pulled += next.byteLength;
        controller.enqueue(next);
      },
      cancel() {
        cancelled = true;
      },
    });
    const rssBefore = process.memoryUsage().rss;
    const response = await handler(
      new Request(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        body: endless,
        duplex: 'half',
        headers: { Origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=b', 'x-site-remote-address': CLIENT },
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { reason: string }).reason).toBe('file_too_large');
    expect(cancelled).toBe(true);
    expect(pulled).toBeGreaterThan(10 * MB);
    expect(pulled).toBeLessThan(11 * MB);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * MB);
  });

  it('limits uploads and bytes per client and hour; no header resets either', async () => {
    handle = await openTestDatabase(dialect);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const counted = await uploadHandler(handle, { uploads: 2 });
    for (let index = 0; index < 2; index += 1) expect((await upload(counted, uploadRequest(tiny))).status).toBe(201);
    const spoofed: Record<string, string>[] = [
      {},
      { 'X-Forwarded-For': '198.51.100.9' },
      { 'X-Real-IP': '198.51.100.10', Forwarded: 'for=198.51.100.11' },
    ];
    for (const headers of spoofed) {
      const { status, body } = await upload(counted, uploadRequest(tiny, { headers }));
      expect(status).toBe(429);
      expect(body.reason).toBe('rate_limited');
    }
    // Another client is counted apart.
    expect((await upload(counted, uploadRequest(tiny, { client: '198.51.100.20' }))).status).toBe(201);

    // The byte quota (here 3 MiB an hour) counts what arrives, refused mid-stream.
    const quota = await uploadHandler(handle, { megabytes: 3 });
    const noise = await sharp(randomBytes(1000 * 900 * 3), { raw: { width: 1000, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(2 * MB);
    expect((await upload(quota, uploadRequest(noise, { client: '198.51.100.30' }))).status).toBe(201);
    const refused = await upload(
      quota,
      uploadRequest(noise, { client: '198.51.100.30', headers: { 'X-Forwarded-For': '192.0.2.1' } }),
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', reason: 'quota' });
  });

  it('refuses a post from another website', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const { status, body } = await upload(
      handler,
      uploadRequest(minimalPdf(), { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } }),
    );
    expect(status).toBe(403);
    expect(body.code).toBe('cross_site');
  });

  it('deletes a file its sender removes from the form at once; nobody else’s and nothing attached', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const remove = removeHandler(handle);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const mine = (await upload(handler, uploadRequest(png))).body.id!;
    const theirs = (await upload(handler, uploadRequest(png, { client: '198.51.100.77' }))).body.id!;
    const sent = (await upload(handler, uploadRequest(png))).body.id!;
    await storeLead(
      handle.db,
      { request: inquiry({ attachmentIds: [sent] }), locale: 'de' },
      { clientKey: CLIENT, notificationRecipient: 'team@example.com' },
    );
    const stored = async () => (await handle!.db.selectFrom('uploads').select('id').execute()).map((row) => row.id);
    const blobs = async () =>
      (await handle!.db.selectFrom('upload_blobs').select('upload_id').execute()).map((row) => row.upload_id);

    const removed = await remove(...removeRequest(mine));
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect(await stored()).not.toContain(mine);
    expect(await blobs()).not.toContain(mine);
    // Gone, someone else's, attached to an inquiry, malformed: the same 404, and nothing deleted.
    for (const [id, client] of [
      [mine, CLIENT],
      [theirs, CLIENT],
      [sent, CLIENT],
      ['../../etc/passwd', CLIENT],
      [randomUUID(), CLIENT],
    ] as const) {
      const response = await remove(...removeRequest(id, { client }));
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('not_found');
    }
    expect((await stored()).sort()).toEqual([theirs, sent].sort());
    // From another website: 403, the file stays; a body (even a large one) is never read.
    const crossSite = await remove(
      ...removeRequest(theirs, {
        client: '198.51.100.77',
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(await stored()).toContain(theirs);
    const withBody = await remove(
      ...removeRequest(theirs, { client: '198.51.100.77', body: 'x'.repeat(5 * 1024 * 1024) }),
    );
    expect(withBody.status).toBe(204);
  });

  it('limits removals per client and hour; no header resets the count', async () => {
    handle = await openTestDatabase(dialect);
    const remove = removeHandler(handle, { removals: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await remove(...removeRequest(randomUUID()))).status).toBe(404);
    const refused = await remove(
      ...removeRequest(randomUUID(), { headers: { 'X-Forwarded-For': '192.0.2.99', 'X-Real-IP': '192.0.2.99' } }),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client still may.
    expect((await remove(...removeRequest(randomUUID(), { client: '198.51.100.5' }))).status).toBe(404);
  });

  it("attaches only the same client's fresh, unattached files to the new lead, in its transaction, and the mail counts them", async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const mine: string[] = [];
    for (let index = 0; index < 3; index += 1) mine.push((await upload(handler, uploadRequest(png))).body.id!);
    const theirs = (await upload(handler, uploadRequest(png, { client: '198.51.100.77' }))).body.id!;
    const old = (await upload(handler, uploadRequest(png))).body.id!;
    await handle.db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - 25 * HOUR).toISOString() })
      .where('id', '=', old)
      .execute();

    const request = inquiry({ attachmentIds: [mine[0]!, mine[1]!, theirs, old, randomUUID()] });
    const result = await storeLead(
      handle.db,
      { request, locale: 'de' },
      { clientKey: CLIENT, notificationRecipient: 'team@example.com' },
    );
    expect(result.outcome).toBe('created');
    const leadId = (result as { id: string }).id;
    const rows = await handle.db.selectFrom('uploads').select(['id', 'lead_id', 'client_hash']).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(mine[0]!)).toMatchObject({ lead_id: leadId, client_hash: null });
    expect(byId.get(mine[1]!)).toMatchObject({ lead_id: leadId, client_hash: null });
    for (const id of [mine[2]!, theirs, old]) expect(byId.get(id)!.lead_id).toBeNull();
    const mail = await handle.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('Anhänge: 2 Dateien');

    // Attached once, never again (not to another lead).
    const other = await seedLead(handle.db);
    expect(await attachUploads(handle.db, { uploadIds: [mine[0]!], leadId: other.id!, clientKey: CLIENT })).toEqual([]);
    // A failing lead transaction attaches nothing.
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await attachUploads(trx, { uploadIds: [mine[2]!], leadId: other.id!, clientKey: CLIENT });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(
      (await handle.db.selectFrom('uploads').select('lead_id').where('id', '=', mine[2]!).executeTakeFirstOrThrow())
        .lead_id,
    ).toBeNull();
  });

  it('the sweep deletes files never sent after 24 hours, and attachments with their expired lead', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) ids.push((await upload(handler, uploadRequest(png))).body.id!);
    const [stale, fresh, ofOldLead, ofNewLead] = ids as [string, string, string, string];
    const now = new Date();
    await handle.db
      .updateTable('uploads')
      .set({ created_at: new Date(now.getTime() - 25 * HOUR).toISOString() })
      .where('id', '=', stale)
      .execute();
    await handle.db
      .updateTable('uploads')
      .set({ created_at: new Date(now.getTime() - 23 * HOUR).toISOString() })
      .where('id', '=', fresh)
      .execute();
    const oldLead = await seedLead(handle.db, { created_at: new Date(now.getTime() - 800 * 24 * HOUR).toISOString() });
    const newLead = await seedLead(handle.db, { created_at: now.toISOString() });
    expect(
      await attachUploads(handle.db, { uploadIds: [ofOldLead], leadId: oldLead.id!, clientKey: CLIENT }),
    ).toHaveLength(1);
    expect(
      await attachUploads(handle.db, { uploadIds: [ofNewLead], leadId: newLead.id!, clientKey: CLIENT }),
    ).toHaveLength(1);

    await sweepRetention(handle.db, { now });
    const left = (await handle.db.selectFrom('uploads').select('id').execute()).map((row) => row.id).sort();
    expect(left).toEqual([fresh, ofNewLead].sort());
    const blobs = (await handle.db.selectFrom('upload_blobs').select('upload_id').execute())
      .map((row) => row.upload_id)
      .sort();
    expect(blobs).toEqual([fresh, ofNewLead].sort());
  });

  it("erasing a person deletes their leads' attachments in the same transaction", async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await upload(handler, uploadRequest(png))).body.id!);
    const theirs = await seedLead(handle.db, { email: 'Weg@Example.org' });
    const kept = await seedLead(handle.db, { email: 'bleibt@example.org' });
    await attachUploads(handle.db, { uploadIds: [ids[0]!, ids[1]!], leadId: theirs.id!, clientKey: CLIENT });
    await attachUploads(handle.db, { uploadIds: [ids[2]!], leadId: kept.id!, clientKey: CLIENT });

    // A failure inside the transaction keeps everything (the attachments too).
    await expect(
      erasePerson(handle.db, { email: 'weg@example.org', actorId: null as unknown as string }),
    ).rejects.toThrow();
    expect(await handle.db.selectFrom('uploads').select('id').execute()).toHaveLength(3);

    const result = await erasePerson(handle.db, { email: 'weg@example.org', actorId: 'admin' });
    expect(result.leads).toBe(1);
    expect((await handle.db.selectFrom('uploads').select('id').execute()).map((row) => row.id)).toEqual([ids[2]]);
    expect(
      (await handle.db.selectFrom('upload_blobs').select('upload_id').execute()).map((row) => row.upload_id),
    ).toEqual([ids[2]]);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'person.erased')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toBe('leads=1;notes=0;mails=0;uploads=2');
  });

  it("records a staff member's opening of a file in the audit log, once an hour per member and file", async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const fileId = (await upload(handler, uploadRequest(png))).body.id!;
    const result = await storeLead(
      handle.db,
      { request: inquiry({ attachmentIds: [fileId] }), locale: 'de' },
      { clientKey: CLIENT, notificationRecipient: 'team@example.com' },
    );
    const leadId = (result as { id: string }).id;
    let now = Date.now();
    const viewAs = (userId: string) =>
      createUploadFileHandler({
        authorize: async () => stubStaffSession(userId),
        database: async () => handle!,
        store: () => databaseStore,
      })(new Request(`${ORIGIN}/api/uploads/${fileId}`), { params: Promise.resolve({ id: fileId }) });
    const entries = () =>
      handle!.db
        .selectFrom('audit_log')
        .select(['actor_id', 'lead_id', 'detail'])
        .where('action', '=', 'attachment.viewed')
        .orderBy('created_at')
        .execute();

    vi.useFakeTimers({ toFake: ['Date'], now });
    expect((await viewAs('staff-1')).status).toBe(200);
    expect((await viewAs('staff-1')).status).toBe(200); // the lead page's thumbnail, then the full view
    expect(await entries()).toEqual([{ actor_id: 'staff-1', lead_id: leadId, detail: fileId }]);
    expect((await viewAs('staff-2')).status).toBe(200);
    vi.setSystemTime((now += HOUR + 1000));
    expect((await viewAs('staff-1')).status).toBe(200);
    expect((await entries()).map((entry) => entry.actor_id)).toEqual(['staff-1', 'staff-2', 'staff-1']);
    // A refused read (no session) records nothing.
    const refused = createUploadFileHandler({
      authorize: async () => {
        throw new HttpError('unauthorized');
      },
      database: async () => handle!,
      store: () => databaseStore,
    });
    expect(
      (await refused(new Request(`${ORIGIN}/api/uploads/${fileId}`), { params: Promise.resolve({ id: fileId }) }))
        .status,
    ).toBe(401);
    expect(await entries()).toHaveLength(3);
  });

  it('serves a file to staff only: 401 without a session, 404 for an unknown id', async () => {
    handle = await openTestDatabase(dialect);
    const handler = await uploadHandler(handle);
    const { body } = await upload(handler, uploadRequest(minimalPdf(), { name: 'a.pdf' }));
    const auth = createStaffAuth({
      db: handle.db,
      dialect: handle.dialect,
      siteOrigin: ORIGIN,
      secret: 'test-secret-test-secret-test-secret-0123',
      limiters: {
        account: await createRateLimiter(null, { keyPrefix: 'a', points: 50, durationSeconds: 900 }),
        client: await createRateLimiter(null, { keyPrefix: 'c', points: 50, durationSeconds: 900 }),
        totpCodes: await createRateLimiter(null, { keyPrefix: 't', points: 1, durationSeconds: 120 }),
      },
      trustProxy: { kind: 'none' },
      rateLimitedMessage: () => 'Zu viele Anfragen',
    });
    const guarded = createUploadFileHandler({
      authorize: (request) => staffRequestSession(auth, request),
      database: async () => handle!,
      store: () => databaseStore,
    });
    const params = (id: string) => ({ params: Promise.resolve({ id }) });
    for (const headers of [{}, { Cookie: 'staff.session_token=forged.value' }, { Authorization: 'Bearer x' }] as Record<
      string,
      string
    >[]) {
      const response = await guarded(new Request(`${ORIGIN}/api/uploads/${body.id}`, { headers }), params(body.id!));
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('unauthorized');
    }
    // With a session (the guard stubbed): the file; an unknown or malformed id: 404.
    const open = createUploadFileHandler({
      authorize: async () => stubStaffSession('staff-1'),
      database: async () => handle!,
      store: () => databaseStore,
    });
    expect((await open(new Request(`${ORIGIN}/api/uploads/${body.id}`), params(body.id!))).status).toBe(200);
    expect((await open(new Request(`${ORIGIN}/api/uploads/x`), params(randomUUID()))).status).toBe(404);
    expect((await open(new Request(`${ORIGIN}/api/uploads/x`), params('../../etc/passwd'))).status).toBe(404);
    const refusing = createUploadFileHandler({
      authorize: async () => {
        throw new HttpError('unauthorized');
      },
      database: async () => handle!,
      store: () => databaseStore,
    });
    expect((await refusing(new Request(`${ORIGIN}/api/uploads/${body.id}`), params(body.id!))).status).toBe(401);
  });
});

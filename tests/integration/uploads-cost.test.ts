import { createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from '@/server/rate-limit';
import { createUploadHandler } from '@/server/uploads/http';
import { databaseStore } from '@/server/uploads/store';
import { openTestDatabase, type TestDatabase } from './helpers';
import { ORIGIN, uploadRequest } from './uploads-support';

/** CRC-32 of PNG chunks. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const byte of body) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([head, body, tail]);
}

/**
 * A real, decodable RGB PNG of `width` × `height` at `bitDepth` bits per sample, all black: a
 * few hundred KB that decode to width × height × 3 × bitDepth/8 bytes (the 777 KB,
 * 9,999 × 9,999 16-bit PNG costs 5.6 s of CPU and 180 MB).
 */
async function blackPng(width: number, height: number, bitDepth: 8 | 16): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 2;
  const row = Buffer.alloc(1 + width * 3 * (bitDepth / 8));
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A limiter that records what it is asked to count. */
function recording(inner: RateLimiter, calls: number[]): RateLimiter {
  return {
    consume(key, points = 1) {
      calls.push(points);
      return inner.consume(key, points);
    },
  };
}

// Issue 35, item 11: a 777 KB 9,999 × 9,999 16-bit PNG cost 5.6 s of CPU and 180 MB, and 60 of
// them an hour per client were allowed.
describe('what an image may cost to decode', () => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  async function handler(decodeBudgetMs = 600_000, calls: number[] = []) {
    handle = await openTestDatabase('sqlite');
    const limiter = (points: number, keyPrefix: string) =>
      createRateLimiter(null, { keyPrefix, points, durationSeconds: 3600 });
    const decode = recording(await limiter(decodeBudgetMs, 'test-decode'), calls);
    return createUploadHandler({
      database: async () => handle!,
      store: () => databaseStore,
      limiters: {
        uploads: () => limiter(1000, 'test-uploads'),
        bytes: () => limiter(10_000, 'test-bytes'),
        processingTime: async () => decode,
      },
      settings: () => ({ siteOrigin: ORIGIN, trustProxy: { kind: 'none' } }),
    });
  }

  it('refuses a 9,999 × 9,999 16-bit PNG by its decoding cost (pixels × bit depth) before decoding it', async () => {
    const POST = await handler();
    const costly = await blackPng(9_999, 9_999, 16);
    expect(costly.byteLength).toBeLessThan(2 * 1024 * 1024);
    const response = await POST(uploadRequest(costly, { name: 'schwarz.png', type: 'image/png' }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large', reason: 'dimensions' });
    expect(await handle!.db.selectFrom('uploads').select('id').execute()).toEqual([]);
  }, 60_000);

  it('still takes a large phone photo’s worth of pixels at 8 bits', async () => {
    const POST = await handler();
    const photo = await blackPng(6_000, 4_000, 8);
    const response = await POST(uploadRequest(photo, { name: 'foto.png', type: 'image/png' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ type: 'image/webp', width: 2560 });
  }, 60_000);

  it('counts the time spent decoding against the client’s hourly decoding budget', async () => {
    const calls: number[] = [];
    const POST = await handler(1, calls);
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#456' } })
      .png()
      .toBuffer();
    // The first image fits the budget's first point; its decoding time is then charged.
    expect((await POST(uploadRequest(small, { name: 'a.png', type: 'image/png' }))).status).toBe(201);
    expect(calls.length).toBe(2);
    expect(calls[1]).toBeGreaterThanOrEqual(1);
    // The budget is spent: the next image is refused before it is decoded.
    const refused = await POST(uploadRequest(small, { name: 'b.png', type: 'image/png' }));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ reason: 'quota' });
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(calls.length).toBe(3);
  }, 60_000);
});

import sharp from 'sharp';
import type { StaffSession } from '@/server/auth/staff-guards';
import { createRateLimiter, type RateLimiter } from '@/server/rate-limit';
import { databaseStore, type UploadStore } from '@/server/uploads/store';
import { createUploadHandler, createUploadRemoveHandler } from '@/server/uploads/http';
import type { TestDatabase } from './helpers';

export const ORIGIN = 'http://localhost:3000';
export const CLIENT = '203.0.113.7';

/** A photo as a phone writes it: EXIF with GPS position, camera make and serial number. */
export async function photoWithGps(width = 3200, height = 2400, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD2: { BodySerialNumber: 'SERIAL-4711-XYZ' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 56/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '6/1 57/1 0/1',
      },
    });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** A multipart request with one file in `file`, as the form's XMLHttpRequest sends it. */
export function uploadRequest(
  bytes: Uint8Array,
  {
    name = 'foto.jpg',
    type = 'image/jpeg',
    client = CLIENT,
    headers = {},
    locale,
  }: { name?: string; type?: string; client?: string; headers?: Record<string, string>; locale?: string } = {},
): Request {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return new Request(`${ORIGIN}/api/uploads${locale ? `?locale=${locale}` : ''}`, {
    method: 'POST',
    body: form,
    headers: { Origin: ORIGIN, 'x-site-remote-address': client, ...headers },
  });
}

export type Limits = { uploads?: number; megabytes?: number };

/** The upload handler on a test database, its limiters in the database's store like the site's. */
export async function uploadHandler(
  handle: TestDatabase,
  { uploads = 1000, megabytes = 10_000 }: Limits = {},
  store: UploadStore = databaseStore,
) {
  const prefix = `t${Math.random().toString(36).slice(2, 8)}`;
  const limiters: Record<'uploads' | 'bytes', Promise<RateLimiter>> = {
    uploads: createRateLimiter(
      handle,
      { keyPrefix: `${prefix}-upload`, points: uploads, durationSeconds: 3600 },
      handle.dataDir,
    ),
    bytes: createRateLimiter(
      handle,
      { keyPrefix: `${prefix}-upload-bytes`, points: megabytes, durationSeconds: 3600 },
      handle.dataDir,
    ),
  };
  return createUploadHandler({
    database: async () => handle,
    store: () => store,
    limiters: { uploads: () => limiters.uploads, bytes: () => limiters.bytes },
    settings: () => ({ trustProxy: { kind: 'none' }, siteOrigin: ORIGIN }),
  });
}

/** The removal handler on a test database, its limiter in the database's store like the site's. */
export function removeHandler(handle: TestDatabase, { removals = 1000 }: { removals?: number } = {}) {
  const limiter = createRateLimiter(
    handle,
    { keyPrefix: `t${Math.random().toString(36).slice(2, 8)}-upload-remove`, points: removals, durationSeconds: 3600 },
    handle.dataDir,
  );
  return createUploadRemoveHandler({
    database: async () => handle,
    store: () => databaseStore,
    limiter: () => limiter,
    settings: () => ({ trustProxy: { kind: 'none' }, siteOrigin: ORIGIN }),
  });
}

/** DELETE /api/uploads/<id> as the form sends it (same site, the client's address). */
export function removeRequest(
  id: string,
  { client = CLIENT, headers = {}, body }: { client?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): [Request, { params: Promise<{ id: string }> }] {
  return [
    new Request(`${ORIGIN}/api/uploads/${encodeURIComponent(id)}?locale=de`, {
      method: 'DELETE',
      headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'x-site-remote-address': client, ...headers },
      body,
    }),
    { params: Promise.resolve({ id }) },
  ];
}

/** A signed-in staff member for handlers whose guard is stubbed. */
export function stubStaffSession(userId: string): StaffSession {
  return { userId, name: 'Staff', email: 'staff@example.org', role: 'staff', permissions: ['leads'], sessionId: 's' };
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepRetention } from '@/server/retention';
import { erasePerson } from '@/server/staff/erasure';
import { attachUploads } from '@/server/uploads';
import { parseS3Url } from '@/server/uploads/config';
import { createUploadFileHandler } from '@/server/uploads/http';
import { s3Store, type UploadStore } from '@/server/uploads/store';
import { openTestDatabase, type TestDatabase } from './helpers';
import { seedLead } from './staff-fixtures';
import { CLIENT, ORIGIN, photoWithGps, stubStaffSession, uploadHandler, uploadRequest } from './uploads-support';

/**
 * The S3 store against a real S3-compatible server on 127.0.0.1 (s3rver, from the npm registry):
 * bytes go to the bucket, only the row to the database; reads, erasure and the sweep reach the
 * objects. SQLite only: the store does not depend on the database's dialect.
 */
describe('uploads in an S3-compatible store', () => {
  let server: S3rver;
  let directory: string;
  let store: UploadStore;
  let handle: TestDatabase | undefined;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'site-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'site-uploads', configs: [] }],
    });
    const { port } = await server.run();
    store = s3Store(parseS3Url(`http://S3RVER:S3RVER@127.0.0.1:${port}/site-uploads?region=eu-central-1`));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  const objects = async (ids: string[]) => {
    const found: string[] = [];
    for (const id of ids) if (await store.read(handle!.db, id)) found.push(id);
    return found;
  };

  it('stores the re-encoded photo as an object, nothing in upload_blobs, and serves it back', async () => {
    handle = await openTestDatabase('sqlite');
    const handler = await uploadHandler(handle, {}, store);
    const response = await handler(uploadRequest(await photoWithGps(800, 600)));
    expect(response.status).toBe(201);
    const { id, bytes } = (await response.json()) as { id: string; bytes: number };
    expect(await handle.db.selectFrom('upload_blobs').selectAll().execute()).toEqual([]);
    const row = await handle.db.selectFrom('uploads').select('storage').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.storage).toBe('s3');

    const get = createUploadFileHandler({
      authorize: async () => stubStaffSession('staff-1'),
      database: async () => handle!,
      store: () => store,
    });
    const served = await get(new Request(`${ORIGIN}/api/uploads/${id}`), { params: Promise.resolve({ id }) });
    expect(served.status).toBe(200);
    const data = Buffer.from(await served.arrayBuffer());
    expect(data.byteLength).toBe(bytes);
    const metadata = await sharp(data).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('erasure and the 24-hour sweep delete the objects too', async () => {
    handle = await openTestDatabase('sqlite');
    const handler = await uploadHandler(handle, {}, store);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push(((await (await handler(uploadRequest(png))).json()) as { id: string }).id);
    expect(await objects(ids)).toEqual(ids);

    const lead = await seedLead(handle.db, { email: 'weg@example.org' });
    await attachUploads(handle.db, { uploadIds: [ids[0]!], leadId: lead.id!, clientKey: CLIENT });
    await erasePerson(handle.db, { email: 'weg@example.org', actorId: 'admin', uploadStore: store });
    expect(await objects(ids)).toEqual([ids[1], ids[2]]);

    await handle.db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', ids[1]!)
      .execute();
    await sweepRetention(handle.db, { uploadStore: store });
    expect(await objects(ids)).toEqual([ids[2]]);
  });
});

import 'server-only';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { uploadSettings, type S3Settings } from './config';

/**
 * Where the bytes of an upload live. The metadata row (`uploads`) is always in the database; the
 * bytes either beside it (`upload_blobs`, the embedded default, in the same transaction as the
 * row) or in an S3-compatible bucket (`S3_URL`), keyed by the upload's random id.
 */
export interface UploadStore {
  readonly kind: 'database' | 's3';
  /** Stores the bytes; with the database store inside the row's transaction. */
  put(trx: Transaction<Database>, input: { id: string; data: Buffer; type: string }): Promise<void>;
  /** The bytes, or null when they are gone. */
  read(db: Kysely<Database>, id: string): Promise<Buffer | null>;
  /**
   * Removes the bytes of deleted rows. The database store's bytes went with the rows (same
   * transaction, foreign key); an S3 store deletes the objects after the commit.
   */
  removeObjects(ids: readonly string[]): Promise<void>;
}

export const databaseStore: UploadStore = {
  kind: 'database',
  async put(trx, { id, data }) {
    await trx.insertInto('upload_blobs').values({ upload_id: id, data }).execute();
  },
  async read(db, id) {
    const row = await db.selectFrom('upload_blobs').select('data').where('upload_id', '=', id).executeTakeFirst();
    return row ? Buffer.from(row.data) : null;
  },
  async removeObjects() {},
};

export function s3Store(settings: S3Settings): UploadStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the API demands them: S3-compatible stores differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (id: string) => `${settings.prefix}${id}`;
  return {
    kind: 's3',
    async put(_trx, { id, data, type }) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(id),
          Body: data,
          ContentType: type,
          ContentLength: data.byteLength,
        }),
      );
    },
    async read(_db, id) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(id) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async removeObjects(ids) {
      for (let start = 0; start < ids.length; start += 1000) {
        const batch = ids.slice(start, start + 1000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket: settings.bucket,
            Delete: { Objects: batch.map((id) => ({ Key: key(id) })), Quiet: true },
          }),
        );
      }
    },
  };
}

const STORE_KEY = Symbol.for('recycling-site.upload-store');

/** The configured store, one per process: S3 when S3_URL is set, else the database. */
export function getUploadStore(): UploadStore {
  const slot = globalThis as Record<symbol, UploadStore | undefined>;
  return (slot[STORE_KEY] ??= uploadSettings().s3 ? s3Store(uploadSettings().s3!) : databaseStore);
}

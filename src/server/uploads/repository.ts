import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { retention } from '@/content/retention';
import type { Database } from '../db/schema';
import type { UploadsTable } from '../db/uploads-schema';
import { uploadLimits } from './config';
import { databaseStore, type UploadStore } from './store';

const HOUR = 3_600_000;

/**
 * Who uploaded a file, as far as attaching it is concerned: a digest of the client's rate-limit
 * key (its address, IPv6 by /64; `addressKey` in src/server/http/client-address.ts). The address
 * itself is not stored, and the digest is cleared once the file is attached.
 */
export function clientHash(clientKey: string): string {
  return createHash('sha256').update(`upload-client\u0000${clientKey}`).digest('hex').slice(0, 32);
}

export type NewUpload = Pick<UploadsTable, 'id' | 'type' | 'bytes' | 'width' | 'height' | 'name'> & {
  data: Buffer;
  clientKey: string;
  now: Date;
};

/** Stores a checked file: its row and its bytes in one transaction (an S3 object before the commit). */
export async function insertUpload(db: Kysely<Database>, store: UploadStore, upload: NewUpload): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('uploads')
      .values({
        id: upload.id,
        lead_id: null,
        client_hash: clientHash(upload.clientKey),
        type: upload.type,
        bytes: upload.bytes,
        width: upload.width,
        height: upload.height,
        name: upload.name,
        storage: store.kind,
        created_at: upload.now.toISOString(),
      })
      .execute();
    await store.put(trx, { id: upload.id, data: upload.data, type: upload.type });
  });
}

/**
 * Links uploaded files to a new lead, inside the lead's transaction (the sell request calls it
 * the same way). Only files that the same client uploaded, that are not attached yet and are
 * younger than `retention.unattachedUploadHours` are taken, in the order given, up to
 * `maxFiles` files and `maxTotalBytes` together; any other id is ignored (an expired file, a
 * guessed id, someone else's). Returns the ids attached.
 */
export async function attachUploads(
  trx: Transaction<Database> | Kysely<Database>,
  {
    uploadIds,
    leadId,
    clientKey,
    now = new Date(),
  }: { uploadIds: readonly string[]; leadId: string; clientKey: string; now?: Date },
): Promise<string[]> {
  const wanted = [...new Set(uploadIds)].slice(0, uploadLimits.maxFiles);
  if (wanted.length === 0) return [];
  const since = new Date(now.getTime() - retention.unattachedUploadHours * HOUR).toISOString();
  const candidates = await trx
    .selectFrom('uploads')
    .select(['id', 'bytes'])
    .where('id', 'in', wanted)
    .where('lead_id', 'is', null)
    .where('client_hash', '=', clientHash(clientKey))
    .where('created_at', '>', since)
    .execute();
  const byId = new Map(candidates.map((row) => [row.id, Number(row.bytes)]));
  const chosen: string[] = [];
  let total = 0;
  for (const id of wanted) {
    const bytes = byId.get(id);
    if (bytes === undefined || total + bytes > uploadLimits.maxTotalBytes) continue;
    total += bytes;
    chosen.push(id);
  }
  if (chosen.length === 0) return [];
  await trx
    .updateTable('uploads')
    .set({ lead_id: leadId, client_hash: null })
    .where('id', 'in', chosen)
    .where('lead_id', 'is', null)
    .execute();
  return chosen;
}

type LeadIds = readonly string[] | SelectQueryBuilder<Database, 'leads', { id: string }>;

/**
 * Deletes upload rows (and, through the foreign key and explicitly, their database bytes) of the
 * given leads, or files never attached and older than `unattachedBefore`. Runs inside the
 * caller's transaction (erasure, retention); returns the ids, whose S3 objects the caller removes
 * after the commit with `store.removeObjects`.
 */
export async function deleteUploadRows(
  trx: Transaction<Database> | Kysely<Database>,
  target: { leadIds: LeadIds } | { unattachedBefore: string },
): Promise<string[]> {
  let query = trx.selectFrom('uploads').select('id');
  if ('leadIds' in target) {
    if (Array.isArray(target.leadIds) && target.leadIds.length === 0) return [];
    query = query.where('lead_id', 'in', target.leadIds as string[]);
  } else {
    query = query.where('lead_id', 'is', null).where('created_at', '<', target.unattachedBefore);
  }
  const ids = (await query.execute()).map((row) => row.id);
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    await trx.deleteFrom('upload_blobs').where('upload_id', 'in', batch).execute();
    await trx.deleteFrom('uploads').where('id', 'in', batch).execute();
  }
  return ids;
}

/**
 * Deletes a file the visitor removed from the form before sending it: only when the same client
 * uploaded it and it is not attached to an inquiry yet. Returns whether it did (a guessed id,
 * someone else's file or an attached one is left alone, and the caller cannot tell which).
 */
export async function deleteOwnUpload(
  db: Kysely<Database>,
  { id, clientKey }: { id: string; clientKey: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', id)
      .where('lead_id', 'is', null)
      .where('client_hash', '=', clientHash(clientKey))
      .executeTakeFirst();
    if (!own) return false;
    await trx.deleteFrom('upload_blobs').where('upload_id', '=', id).execute();
    await trx.deleteFrom('uploads').where('id', '=', id).where('lead_id', 'is', null).execute();
    return true;
  });
}

/** Unattached uploads older than `retention.unattachedUploadHours`, as of `now`. */
export function unattachedCutoff(now: Date): string {
  return new Date(now.getTime() - retention.unattachedUploadHours * HOUR).toISOString();
}

export type Attachment = Pick<UploadsTable, 'id' | 'type' | 'bytes' | 'width' | 'height' | 'name' | 'created_at'>;

/** A lead's attachments, oldest first (the back office's lead page). */
export function listAttachments(db: Kysely<Database>, leadId: string): Promise<Attachment[]> {
  return db
    .selectFrom('uploads')
    .select(['id', 'type', 'bytes', 'width', 'height', 'name', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One upload's row and bytes for GET /api/uploads/<id>, or null. */
export async function readUpload(
  db: Kysely<Database>,
  store: UploadStore,
  id: string,
): Promise<{ row: Attachment & { lead_id: string | null }; data: Buffer } | null> {
  const row = await db
    .selectFrom('uploads')
    .select(['id', 'lead_id', 'type', 'bytes', 'width', 'height', 'name', 'created_at', 'storage'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  // Files stored before S3_URL was set stay in the database, and are read from there.
  const data = await (row.storage === 'database' ? databaseStore : store).read(db, id);
  return data ? { row, data } : null;
}

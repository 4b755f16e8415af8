/**
 * Tables of uploaded attachments (src/server/uploads/, docs/uploads.md).
 *
 * `uploads` holds what the back office and the sweeps need about a file; the bytes live apart,
 * in `upload_blobs` (embedded default) or in an S3-compatible store (`S3_URL`), so listing a
 * lead's attachments never reads a file.
 */
export interface UploadsTable {
  /** Random UUID made in code; also the object key in an S3 store. */
  id: string;
  /** The lead (inquiry or sell request) the file belongs to; null until the form is sent. */
  lead_id: string | null;
  /**
   * A digest of the sending client's rate-limit key (its address, IPv6 by /64), so only the same
   * client can attach the file; cleared when the file is attached.
   */
  client_hash: string | null;
  /** What is stored: `image/webp` (every image, re-encoded) or `application/pdf`. */
  type: string;
  /** Size of the stored file in bytes. */
  bytes: number;
  /** Pixel size of a stored image; null for PDFs. */
  width: number | null;
  height: number | null;
  /** The original file name as sanitised display text (no path, no control characters, ≤ 120 chars). */
  name: string;
  /** Where the bytes are: `database` (upload_blobs) or `s3`. */
  storage: 'database' | 's3';
  created_at: string;
}

/** The bytes of a file stored in the database (BLOB on SQLite, bytea on PostgreSQL). */
export interface UploadBlobsTable {
  upload_id: string;
  data: Buffer;
}

export interface UploadsTables {
  uploads: UploadsTable;
  upload_blobs: UploadBlobsTable;
}

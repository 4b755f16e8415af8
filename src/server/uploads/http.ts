import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import type { StaffSession } from '../auth/staff-guards';
import type { Database } from '../db/schema';
import { endpoint, type EndpointContext, type EndpointSettings } from '../http/endpoint';
import { HttpError } from '../http/http-error';
import { receiveMultipartFile } from '../http/multipart';
import { UUID_PATTERN } from '../http/params';
import { errorHeaders, errorJson, json } from '../http/responses';
import { logger } from '../log';
import { auditAttachmentView } from '../staff/audit';
import type { RateLimiter } from '../rate-limit';
import { uploadLimits } from './config';
import { contentDisposition, detectType, displayName, checkPdf } from './detect';
import { UploadError } from './errors';
import { reencodeImage, withProcessingSlot } from './process-image';
import { deleteOwnUpload, insertUpload, readUpload } from './repository';
import type { UploadStore } from './store';

const MB = 1024 * 1024;
/** The byte quota is counted in these units (one limiter point each). */
export const QUOTA_UNIT_BYTES = MB;

type UploadHandlerDeps = {
  database: () => Promise<{ db: Kysely<Database> }>;
  store: () => UploadStore;
  /** Uploads per client and hour; the byte quota per client and hour, one point per started MiB. */
  limiters: { uploads: () => Promise<RateLimiter>; bytes: () => Promise<RateLimiter> };
  settings: () => EndpointSettings;
  /** Where files are written while they arrive (default the system's temporary directory). */
  tmpDir?: string;
};

/** The answer to a refused upload: `{ error, code, reason }`, the message in the visitor's language. */
function uploadErrorJson(error: UploadError, locale: Locale): Response {
  const t = translator(locale, 'Uploads');
  const message = t(`errors.${error.reason}`, {
    max: Math.round(uploadLimits.maxFileBytes / MB),
    total: Math.round(uploadLimits.maxTotalBytes / MB),
  });
  return json(
    error.status,
    { error: message, code: error.code, reason: error.reason },
    { ...errorHeaders(error), ...(error.status === 413 ? { Connection: 'close' } : {}) },
  );
}

export type UploadResult = { id: string; type: string; bytes: number; width: number | null; height: number | null };

/**
 * POST /api/uploads (multipart/form-data, one file in field `file`, `?locale=en` for messages) →
 * 201 { id, type, bytes, width, height }. Refused: 403 from another website, 413 over the size
 * or pixel limits (cut off while reading), 415 for anything but JPEG, PNG, WebP, AVIF, HEIC that
 * can be decoded, or a plain PDF (decided from the bytes), 429 over the client's upload count or
 * byte quota, 400 for a broken body. Images are stored re-encoded without metadata, PDFs as sent.
 */
/** Refused uploads answer with their reason; anything else in the shared error shape. */
function uploadErrorResponse(error: HttpError, { locale }: EndpointContext): Response {
  if (error instanceof UploadError) return uploadErrorJson(error, locale);
  if (error.code === 'rate_limited') return uploadErrorJson(new UploadError('rate_limited', error.options), locale);
  return errorJson(error, locale);
}

export function createUploadHandler(deps: UploadHandlerDeps) {
  return endpoint(
    {
      name: 'upload',
      settings: deps.settings,
      multipart: {
        limit: uploadLimits.maxFileBytes + uploadLimits.multipartOverheadBytes,
        tooLarge: () => new UploadError('file_too_large'),
      },
      // The client's address from the connection (TRUST_PROXY decides about X-Forwarded-For),
      // never from a header the client may choose: no header resets the count or the quota.
      rateLimit: deps.limiters.uploads,
      onError: uploadErrorResponse,
    },
    async (context) => {
      const bytesLimiter = await deps.limiters.bytes();
      const dir = await mkdtemp(path.join(deps.tmpDir ?? os.tmpdir(), 'site-upload-'));
      try {
        const received = await receiveMultipartFile(context.request, {
          dir,
          maxFileBytes: uploadLimits.maxFileBytes,
          overheadBytes: uploadLimits.multipartOverheadBytes,
          timeoutMs: uploadLimits.requestTimeoutMs,
          quota: {
            unitBytes: QUOTA_UNIT_BYTES,
            charge: async () => {
              const decision = await bytesLimiter.consume(context.client);
              if (!decision.allowed) throw new UploadError('quota', { retryAfterSeconds: decision.retryAfterSeconds });
            },
          },
          errors: {
            tooLarge: () => new UploadError('file_too_large'),
            noFile: () => new UploadError('no_file'),
            timeout: () => new UploadError('timeout'),
          },
        });
        if (received.size === 0) throw new UploadError('no_file');
        const stored = await storeUpload(deps, received, context.client);
        const result: UploadResult = stored;
        return json(201, result);
      } finally {
        await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      }
    },
  );
}

/** Decodes or checks the received file, stores it re-encoded (images) or as sent (PDFs). */
async function storeUpload(
  deps: UploadHandlerDeps,
  received: { file: string; size: number; name: string | undefined },
  client: string,
): Promise<UploadResult> {
  const detected = await detectType(received.file);
  const id = randomUUID();
  const { db } = await deps.database();
  // Decoding, checking and storing hold the file in memory: a few at a time, the rest wait on disk.
  const stored = await withProcessingSlot(async () => {
    let result: { data: Buffer; type: string; width: number | null; height: number | null };
    if (detected.kind === 'image') {
      result = await reencodeImage(received.file, detected.mime);
    } else {
      await checkPdf(received.file, received.size);
      result = { data: await readFile(received.file), type: 'application/pdf', width: null, height: null };
    }
    const fallback = `anhang-${id.slice(0, 8)}.${result.type === 'application/pdf' ? 'pdf' : 'webp'}`;
    let name = displayName(received.name, fallback);
    // The stored image is WebP: the display name says so (`foto.jpg` → `foto.webp`).
    if (result.type === 'image/webp') name = `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '')}.webp`;
    await insertUpload(db, deps.store(), {
      id,
      type: result.type,
      bytes: result.data.byteLength,
      width: result.width,
      height: result.height,
      name,
      data: result.data,
      clientKey: client,
      now: new Date(),
    });
    return { type: result.type, bytes: result.data.byteLength, width: result.width, height: result.height };
  });
  logger.info(
    { uploadId: id, detected: detected.mime, type: stored.type, received: received.size, bytes: stored.bytes },
    'upload stored',
  );
  return { id, ...stored };
}

type FileHandlerDeps = {
  /** The staff guard (requireStaffRequest): throws HttpError 401 without a complete staff session. */
  authorize: (request: Request) => Promise<StaffSession>;
  database: () => Promise<{ db: Kysely<Database> }>;
  store: () => UploadStore;
  settings?: () => EndpointSettings;
};

/**
 * GET /api/uploads/<id>: the stored file, for staff only (401 without a session). Images inline
 * as image/webp (the lead page's thumbnails); PDFs only as a download (`attachment`, type
 * application/pdf), never shown in the site's origin. Never cached by a shared cache; the
 * original name only percent-encoded in the header. Audited (at most once a member, file and hour).
 */
export function createUploadFileHandler(deps: FileHandlerDeps) {
  return endpoint<{ id: string }>(
    { name: 'upload read', settings: deps.settings, authorize: deps.authorize, params: { id: UUID_PATTERN } },
    async ({ params, session }) => {
      const { db } = await deps.database();
      const found = await readUpload(db, deps.store(), params.id);
      if (!found) throw new HttpError('not_found');
      const { row, data } = found;
      await auditAttachmentView(db, { actorId: session!.userId, uploadId: row.id, leadId: row.lead_id });
      const pdf = row.type === 'application/pdf';
      const fallback = `anhang-${row.id.slice(0, 8)}.${pdf ? 'pdf' : 'webp'}`;
      return new Response(new Uint8Array(data), {
        status: 200,
        headers: {
          'Content-Type': pdf ? 'application/pdf' : 'image/webp',
          'Content-Length': String(data.byteLength),
          'Content-Disposition': contentDisposition(pdf ? 'attachment' : 'inline', row.name, fallback),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
          'Cross-Origin-Resource-Policy': 'same-origin',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Robots-Tag': 'noindex',
        },
      });
    },
  );
}

type RemoveHandlerDeps = {
  database: () => Promise<{ db: Kysely<Database> }>;
  store: () => UploadStore;
  /** Removals per client and hour. */
  limiter: () => Promise<RateLimiter>;
  settings: () => EndpointSettings;
};

/**
 * DELETE /api/uploads/<id> (`?locale=en` for messages): the visitor removed a file from the form
 * before sending it, so it is deleted at once rather than by the 24-hour sweep. 204 when it was
 * the same client's file and not attached to an inquiry; 404 for anything else (unknown,
 * malformed, someone else's, already attached: the answer does not tell which); 403 from another
 * website; 429 over the client's removals per hour. A body is never read.
 */
export function createUploadRemoveHandler(deps: RemoveHandlerDeps) {
  return endpoint<{ id: string }>(
    { name: 'upload removal', settings: deps.settings, rateLimit: deps.limiter, params: { id: UUID_PATTERN } },
    async ({ params, client }) => {
      const { db } = await deps.database();
      if (!(await deleteOwnUpload(db, { id: params.id, clientKey: client }))) throw new HttpError('not_found');
      await deps.store().removeObjects([params.id]);
      logger.info({ uploadId: params.id }, 'upload removed by its sender');
      return new Response(null, { status: 204 });
    },
  );
}

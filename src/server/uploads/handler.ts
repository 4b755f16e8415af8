import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { hasLocale } from 'next-intl';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import type { Database } from '../db/schema';
import { addressKey, clientAddress, type TrustProxy } from '../http/client-address';
import { isCrossSite } from '../http/cross-site';
import { HttpError, toHttpError } from '../http/http-error';
import { errorHeaders, errorJson, json } from '../http/responses';
import { logger } from '../log';
import { auditAttachmentView } from '../staff/audit';
import type { RateLimiter } from '../rate-limit';
import { uploadLimits } from './config';
import { contentDisposition, detectType, displayName, checkPdf } from './detect';
import { UploadError } from './errors';
import { reencodeImage, withProcessingSlot } from './process-image';
import { receiveFile } from './receive';
import { thumbnail } from './thumbnail';
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
  settings: () => { trustProxy: TrustProxy; siteOrigin: string };
  /** Where files are written while they arrive (default the system's temporary directory). */
  tmpDir?: string;
};

function pickLocale(url: URL): Locale {
  const candidate = url.searchParams.get('locale');
  return hasLocale(locales, candidate) ? candidate : defaultLocale;
}

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
export function createUploadHandler(deps: UploadHandlerDeps) {
  return async function POST(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const locale = pickLocale(url);
    const settings = deps.settings();
    let dir: string | null = null;
    try {
      if (isCrossSite(request.headers, settings.siteOrigin)) throw new HttpError('cross_site');
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'multipart/form-data') throw new HttpError('unsupported_media_type');
      const declared = Number(request.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > uploadLimits.maxFileBytes + uploadLimits.multipartOverheadBytes)
        throw new UploadError('file_too_large');

      // The client's address from the connection (TRUST_PROXY decides about X-Forwarded-For), never
      // from a header the client may choose: no header resets the count or the quota.
      const client = addressKey(clientAddress(request.headers, settings.trustProxy));
      const counted = await (await deps.limiters.uploads()).consume(client);
      if (!counted.allowed) throw new UploadError('rate_limited', { retryAfterSeconds: counted.retryAfterSeconds });
      const bytesLimiter = await deps.limiters.bytes();

      dir = await mkdtemp(path.join(deps.tmpDir ?? os.tmpdir(), 'site-upload-'));
      const received = await receiveFile(request, {
        dir,
        unitBytes: QUOTA_UNIT_BYTES,
        charge: async () => {
          const decision = await bytesLimiter.consume(client);
          if (!decision.allowed) throw new UploadError('quota', { retryAfterSeconds: decision.retryAfterSeconds });
        },
      });
      if (received.size === 0) throw new UploadError('no_file');

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
      const result: UploadResult = { id, ...stored };
      return json(201, result);
    } catch (caught) {
      if (caught instanceof UploadError) {
        logger.info({ code: caught.code, reason: caught.reason, status: caught.status }, 'upload refused');
        return uploadErrorJson(caught, locale);
      }
      const error = toHttpError(caught);
      if (error.status >= 500) logger.error({ err: caught }, 'upload failed');
      else logger.info({ code: error.code, status: error.status }, 'upload refused');
      return errorJson(error, locale);
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}

type FileHandlerDeps = {
  /** The staff guard (requireStaffRequest): throws HttpError 401 without a complete staff session. */
  authorize: (request: Request) => Promise<{ userId: string }>;
  database: () => Promise<{ db: Kysely<Database> }>;
  store: () => UploadStore;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /api/uploads/<id>: the stored file, for staff only (401 without a session). Images inline
 * as image/webp (the lead page's thumbnails); PDFs only as a download (`attachment`, type
 * application/pdf), never shown in the site's origin. Never cached by a shared cache; the
 * original name only percent-encoded in the header.
 */
export function createUploadFileHandler(deps: FileHandlerDeps) {
  return async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
    const locale = pickLocale(new URL(request.url));
    try {
      const staff = await deps.authorize(request);
      const { id } = await context.params;
      if (!UUID.test(id)) throw new HttpError('not_found');
      const { db } = await deps.database();
      const found = await readUpload(db, deps.store(), id);
      if (!found) throw new HttpError('not_found');
      const { row } = found;
      const pdf = row.type === 'application/pdf';
      // A thumbnail (`?preview=1`, images only) is not opening the file and is not audited.
      const preview = !pdf && new URL(request.url).searchParams.get('preview') === '1';
      if (!preview) await auditAttachmentView(db, { actorId: staff.userId, uploadId: row.id, leadId: row.lead_id });
      const data = preview ? await thumbnail(found.data) : found.data;
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
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.status >= 500) logger.error({ err: caught }, 'upload read failed');
      return errorJson(error, locale);
    }
  };
}

type RemoveHandlerDeps = {
  database: () => Promise<{ db: Kysely<Database> }>;
  store: () => UploadStore;
  /** Removals per client and hour. */
  limiter: () => Promise<RateLimiter>;
  settings: () => { trustProxy: TrustProxy; siteOrigin: string };
};

/**
 * DELETE /api/uploads/<id> (`?locale=en` for messages): the visitor removed a file from the form
 * before sending it, so it is deleted at once rather than by the 24-hour sweep. 204 when it was
 * the same client's file and not attached to an inquiry; 404 for anything else (unknown,
 * malformed, someone else's, already attached: the answer does not tell which); 403 from another
 * website; 429 over the client's removals per hour. A body is never read.
 */
export function createUploadRemoveHandler(deps: RemoveHandlerDeps) {
  return async function DELETE(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
    const locale = pickLocale(new URL(request.url));
    const settings = deps.settings();
    try {
      if (isCrossSite(request.headers, settings.siteOrigin)) throw new HttpError('cross_site');
      const client = addressKey(clientAddress(request.headers, settings.trustProxy));
      const counted = await (await deps.limiter()).consume(client);
      if (!counted.allowed) throw new HttpError('rate_limited', { retryAfterSeconds: counted.retryAfterSeconds });
      const { id } = await context.params;
      if (!UUID.test(id)) throw new HttpError('not_found');
      const { db } = await deps.database();
      if (!(await deleteOwnUpload(db, { id, clientKey: client }))) throw new HttpError('not_found');
      await deps.store().removeObjects([id]);
      logger.info({ uploadId: id }, 'upload removed by its sender');
      return new Response(null, { status: 204 });
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.status >= 500) logger.error({ err: caught }, 'upload removal failed');
      return errorJson(error, locale);
    }
  };
}

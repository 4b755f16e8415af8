import 'server-only';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { ATTACHMENT_LIMITS } from '@/lib/contact-limits';

/**
 * The uploads' configuration (docs/uploads.md), read once from the environment; a malformed value
 * stops with the variable's name (never its value: S3_URL carries a secret).
 */
const MB = 1024 * 1024;

/** What is decided here and nowhere else: the limits of one upload and of one client. */
export const uploadLimits = {
  ...ATTACHMENT_LIMITS,
  /**
   * Images above this many pixels are refused before they are decoded (a "decompression bomb":
   * a small PNG that claims 50,000 × 50,000 px would need 10 GB to decode). 100 Mpx is above
   * every phone and camera photo (a 48 Mpx phone photo is 8,000 × 6,000).
   */
  maxInputPixels: 100_000_000,
  /**
   * What decoding an image may cost, in bytes of decoded pixels (width × height × channels ×
   * bytes per sample), checked from the header before anything is decoded: a 48 Mpx photo with
   * an alpha channel at 8 bits. A 9,999 × 9,999 PNG at 16 bits (600 MB, seconds of CPU) is not.
   */
  maxDecodedBytes: 8_000 * 6_000 * 4,
  /**
   * Seconds of processing (decoding, checking, re-encoding) one client may cause per hour,
   * counted after each file: a few dozen large photos, not a stream of costly ones.
   */
  processingSecondsPerHour: 120,
  /** The multipart body around the one file: boundary, headers of the part, the few small fields. */
  multipartOverheadBytes: 64 * 1024,
  /** An upload slower than this is cut off (a client that sends one byte a minute holds a request). */
  requestTimeoutMs: 120_000,
  /**
   * Files decoded, checked and stored at once per process (each holds a decoded image in
   * memory): all cores but one, so the event loop keeps a core for page requests; libvips uses
   * one thread per image (process-image.ts).
   */
  processingConcurrency: Math.max(1, availableParallelism() - 1),
} as const;

export type S3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`host/bucket/key`), what MinIO, Garage, Ceph and most S3-compatible stores want. */
  forcePathStyle: boolean;
  /** Object keys start with this (default `uploads/`). */
  prefix: string;
};

/**
 * S3_URL: `https://ACCESS_KEY:SECRET@host[:port]/bucket[?region=eu-central-1&style=virtual&prefix=uploads/]`
 * (user and password percent-encoded). Path-style addressing unless `style=virtual`.
 */
export function parseS3Url(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('S3_URL: not a URL (https://ACCESS_KEY:SECRET@host/bucket)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('S3_URL: must start with https:// or http://');
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!bucket || bucket.includes('/')) throw new Error('S3_URL: the path must be the bucket name (…/bucket)');
  if (!url.username || !url.password) throw new Error('S3_URL: needs ACCESS_KEY:SECRET@ before the host');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: url.searchParams.get('style') !== 'virtual',
    prefix: url.searchParams.get('prefix') ?? 'uploads/',
  };
}

const uploadEnvSchema = z.object({
  /** Uploads per client (address, IPv6 by /64) within an hour. */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Megabytes per client within an hour, counted while the bytes arrive. */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(250),
  S3_URL: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return undefined;
      try {
        return parseS3Url(value.trim());
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type UploadSettings = {
  rateLimit: number;
  quotaBytes: number;
  s3: S3Settings | undefined;
};

export function loadUploadSettings(env: Record<string, string | undefined> = process.env): UploadSettings {
  const parsed = uploadEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid upload configuration: ${problems.join('; ')}`);
  }
  return {
    rateLimit: parsed.data.UPLOAD_RATE_LIMIT,
    quotaBytes: parsed.data.UPLOAD_QUOTA_MB * MB,
    s3: parsed.data.S3_URL,
  };
}

let cached: UploadSettings | undefined;

export function uploadSettings(): UploadSettings {
  cached ??= loadUploadSettings();
  return cached;
}

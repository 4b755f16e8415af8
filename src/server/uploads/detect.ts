import 'server-only';
import { fileTypeFromFile } from 'file-type';
import { UploadError } from './errors';

/** What a file is, decided from its bytes only (never its name or the browser's claim). */
export type DetectedKind =
  | { kind: 'image'; mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/heic' }
  | { kind: 'pdf'; mime: 'application/pdf' };

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
/** HEIF containers (iPhone photos): accepted only where sharp can decode them (HEVC usually not). */
const heifTypes = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

export async function detectType(file: string): Promise<DetectedKind> {
  const type = await fileTypeFromFile(file);
  if (!type) throw new UploadError('type');
  if (imageTypes.has(type.mime)) return { kind: 'image', mime: type.mime as 'image/jpeg' };
  if (heifTypes.has(type.mime)) return { kind: 'image', mime: 'image/heic' };
  if (type.mime === 'application/pdf') return { kind: 'pdf', mime: 'application/pdf' };
  throw new UploadError('type');
}

/**
 * The original file name as display text only: no directories, no control or bidi characters
 * (they can disguise `rechnung‮fdp.exe`), NFC, at most 120 characters. It is never used as a
 * path, and reaches a header only percent-encoded (`contentDisposition`).
 */
export function displayName(raw: string | undefined, fallback: string): string {
  // Browsers send `"`, CR and LF in a multipart file name as %22, %0D, %0A (HTML's form encoding).
  const sent = (raw ?? '').replace(/%22/g, '"').replace(/%0[ad]/gi, '');
  const base = sent.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .trim()
    .slice(0, 120);
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name percent-encoded (RFC 6266/8187). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string, fallback: string): string {
  const ascii = fallback.replace(/[^A-Za-z0-9._-]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

import 'server-only';
import { open } from 'node:fs/promises';
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

async function readRange(file: string, start: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Bytes that let a PDF act when opened, or make it a web page too. */
const FORBIDDEN_IN_PDF = [/\/JavaScript\b/, /\/JS\s*[(<]/, /\/Launch\b/, /<\s*(?:html|script)\b/i];

/**
 * A PDF is kept as sent, so it must be a PDF and nothing else: `%PDF-1.x`/`%PDF-2.x` at byte 0
 * (so no executable or image header in front), an end-of-file marker (`%%EOF`) in its last KiB,
 * no ZIP archive behind it (a ZIP is read from its end: the classic PDF/ZIP polyglot), and none
 * of the patterns above anywhere in it (read in slices). An object stream can hide an action from
 * this scan; that is why PDFs are only ever served as downloads, with their own type.
 */
export async function checkPdf(file: string, size: number): Promise<void> {
  const head = await readRange(file, 0, 16);
  if (!/^%PDF-[12]\.\d/.test(head.toString('latin1'))) throw new UploadError('pdf');
  const tailLength = Math.min(size, 66 * 1024);
  const tail = await readRange(file, size - tailLength, tailLength);
  if (!tail.subarray(-1024).toString('latin1').includes('%%EOF')) throw new UploadError('pdf');
  // A ZIP's end-of-central-directory record sits in its last 64 KiB + 22 bytes.
  if (tail.includes(Buffer.from('PK\x05\x06', 'latin1'))) throw new UploadError('pdf');
  const slice = 1024 * 1024;
  const overlap = 256;
  for (let start = 0; start < size; start += slice) {
    const text = (await readRange(file, Math.max(0, start - overlap), slice + overlap)).toString('latin1');
    if (FORBIDDEN_IN_PDF.some((pattern) => pattern.test(text))) throw new UploadError('pdf');
  }
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

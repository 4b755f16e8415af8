import { LeadError } from '../errors';

/** Largest accepted body. The longest valid submission (5,000-character message in UTF-8 plus fields) stays well below. */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

export type BodyKind = 'json' | 'form';

export function bodyKind(contentType: string | null): BodyKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  throw new LeadError('unsupported_media_type');
}

/**
 * Reads the body up to the limit. Route handlers have no body limit of their own (TRAPS.md),
 * so the stream is read chunk by chunk and abandoned as soon as it passes the limit.
 */
export async function readLimitedText(request: Request, limit = CONTACT_BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new LeadError('payload_too_large');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch (error) {
      throw new LeadError('invalid_body', { cause: error });
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new LeadError('payload_too_large');
    }
    chunks.push(result.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8').decode(bytes);
}

/** A JSON body must be an object; anything else is a 400, never a crash. */
export function parseJsonBody(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LeadError('invalid_json', { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new LeadError('invalid_body');
  return value as Record<string, unknown>;
}

/** A urlencoded body as an object; the first value of a repeated name wins. */
export function parseFormBody(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (!Object.hasOwn(result, name) && name !== '__proto__') result[name] = value;
  }
  return result;
}

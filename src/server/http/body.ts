import 'server-only';
import { HttpError } from './http-error';

export type BodyKind = 'json' | 'form';

/** The body's kind from its Content-Type; anything but JSON or a urlencoded form is a 415. */
export function bodyKind(contentType: string | null, accepted: readonly BodyKind[] = ['json', 'form']): BodyKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const kind: BodyKind | null =
    type === 'application/json' || /^application\/[a-z.+-]+\+json$/.test(type)
      ? 'json'
      : type === 'application/x-www-form-urlencoded'
        ? 'form'
        : null;
  if (!kind || !accepted.includes(kind)) throw new HttpError('unsupported_media_type');
  return kind;
}

/**
 * Reads the body up to `limit` bytes. Route handlers have no body limit of their own, so the
 * stream is read chunk by chunk and abandoned as soon as it passes the limit; a declared
 * Content-Length above it is refused before reading.
 */
async function readCappedBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError('payload_too_large');
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch (error) {
      throw new HttpError('invalid_body', { cause: error });
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError('payload_too_large');
    }
    chunks.push(result.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (malformed sequences become U+FFFD), capped like `readCappedBytes`. */
export async function readCappedText(request: Request, limit: number): Promise<string> {
  return new TextDecoder('utf-8').decode(await readCappedBytes(request, limit));
}

/** A JSON body must be an object; anything else is a 400, never a crash. */
export function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HttpError('invalid_json', { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError('invalid_body');
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

/** Reads and parses a JSON or form body of an accepted kind, capped at `limit` bytes. */
export async function readBody(
  request: Request,
  { limit, accepted = ['json', 'form'] }: { limit: number; accepted?: readonly BodyKind[] },
): Promise<{ kind: BodyKind; body: Record<string, unknown> }> {
  const kind = bodyKind(request.headers.get('content-type'), accepted);
  const text = await readCappedText(request, limit);
  return { kind, body: kind === 'json' ? parseJsonObject(text) : parseFormBody(text) };
}

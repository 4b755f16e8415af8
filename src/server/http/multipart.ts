import 'server-only';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { HttpError } from './http-error';

/** The one file of a multipart/form-data body (field `file`) and its small text fields. */
export type MultipartUpload = {
  name: string | undefined;
  mimeType: string;
  size: number;
  fields: Record<string, string>;
};

type MultipartOptions = {
  maxFileBytes: number;
  /** Room for the boundaries, part headers and the few small fields around the file. */
  overheadBytes: number;
  /** A quota counted while the file arrives: `charge` runs before each started `unitBytes`; throws to stop. */
  quota?: { unitBytes: number; charge: () => Promise<void> };
  /** A body slower than this is cut off (a client that sends a byte a minute holds a request). */
  timeoutMs?: number;
  /** This endpoint's errors for a file above the limit, a body without the file, and a timeout. */
  errors: { tooLarge: () => HttpError; noFile: () => HttpError; timeout?: () => HttpError };
};

type Sink = { write(chunk: Buffer): Promise<void>; close(): Promise<void> };

/**
 * Reads the file with busboy into `sink`, enforcing the limits while reading: past the body's cap
 * (the file's plus the overhead), at a quota refusal, on a malformed body or after the timeout the
 * request body is abandoned at once (the stream is destroyed, nothing more is read), so an
 * oversized or endless body costs at most the limit and memory stays at busboy's buffers. A file
 * past its own cap is cut there and refused when the body ends. Other files are skipped.
 */
function receive(request: Request, options: MultipartOptions, sink: () => Promise<Sink>): Promise<MultipartUpload> {
  if (!request.body) return Promise.reject(options.errors.noFile());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: options.maxFileBytes, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
    });
  } catch (error) {
    // No boundary, or not multipart at all.
    return Promise.reject(new HttpError('unsupported_media_type', { cause: error }));
  }
  const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};

  return new Promise<MultipartUpload>((resolve, reject) => {
    let settled = false;
    let truncated = false;
    let current: Readable | null = null;
    let writing: Promise<Omit<MultipartUpload, 'fields'>> | null = null;
    const timer = options.timeoutMs
      ? setTimeout(() => fail(options.errors.timeout?.() ?? new HttpError('invalid_body')), options.timeoutMs)
      : null;

    function fail(error: unknown): void {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      source.unpipe(parser);
      source.destroy();
      current?.destroy();
      parser.removeAllListeners('file');
      reject(error);
    }

    async function write(stream: Readable, name: string | undefined, mimeType: string) {
      const target = await sink();
      let size = 0;
      let charged = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.byteLength;
          while (options.quota && size > charged * options.quota.unitBytes) {
            charged += 1;
            await options.quota.charge();
          }
          await target.write(chunk);
        }
      } finally {
        await target.close();
      }
      return { name, mimeType, size };
    }

    parser.on('field', (name, value) => {
      if (name !== '__proto__' && !Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || writing) {
        stream.resume();
        return;
      }
      current = stream;
      stream.once('limit', () => (truncated = true));
      writing = write(stream, info.filename, info.mimeType ?? '');
      writing.catch((error: unknown) => fail(error));
    });
    parser.once('error', (error) => fail(new HttpError('invalid_body', { cause: error })));
    parser.once('close', () => {
      if (settled) return;
      if (truncated) return fail(options.errors.tooLarge());
      if (!writing) return fail(options.errors.noFile());
      writing.then(
        (file) => {
          if (settled) return;
          settled = true;
          if (timer) clearTimeout(timer);
          resolve({ ...file, fields });
        },
        (error: unknown) => fail(error),
      );
    });
    let total = 0;
    source.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      // The whole body is capped too (many small parts, long headers).
      if (total > options.maxFileBytes + options.overheadBytes) fail(options.errors.tooLarge());
    });
    source.once('error', (error) => fail(new HttpError('invalid_body', { cause: error })));
    source.pipe(parser);
  });
}

/** The file in memory (small files: an asset list). */
export async function readMultipartFile(
  request: Request,
  options: MultipartOptions,
): Promise<MultipartUpload & { bytes: Uint8Array }> {
  const chunks: Buffer[] = [];
  const upload = await receive(request, options, async () => ({
    write: async (chunk) => void chunks.push(chunk),
    close: async () => undefined,
  }));
  return { ...upload, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

/** The file written to `dir/upload` (a fresh directory of this request) while it arrives. */
export async function receiveMultipartFile(
  request: Request,
  options: MultipartOptions & { dir: string },
): Promise<MultipartUpload & { file: string }> {
  const file = path.join(options.dir, 'upload');
  const upload = await receive(request, options, async () => {
    const handle = await open(file, 'wx', 0o600);
    return { write: async (chunk) => void (await handle.write(chunk)), close: () => handle.close() };
  });
  return { ...upload, file };
}

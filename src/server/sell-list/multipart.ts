import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { HttpError } from '@/server/http/http-error';

/**
 * The one file of a multipart/form-data request (field `file`) and its small text fields, read
 * with busboy and capped while reading: a file above `maxFileBytes` is abandoned at the cap.
 */
export type UploadedFile = { bytes: Uint8Array; filename: string; mimeType: string; fields: Record<string, string> };

export async function readMultipartFile(request: Request, maxFileBytes: number): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length'));
  // The file plus a little room for the part headers and fields.
  if (Number.isFinite(declared) && declared > maxFileBytes + 64 * 1024) throw new HttpError('file_too_large');
  if (!request.body) throw new HttpError('no_rows');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 20 },
    });
  } catch (error) {
    throw new HttpError('invalid_body', { cause: error });
  }
  return new Promise<UploadedFile>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let file: Omit<UploadedFile, 'bytes' | 'fields'> | null = null;
    let failed: HttpError | null = null;
    const fail = (error: HttpError) => {
      failed ??= error;
    };
    parser.on('field', (name, value) => {
      if (name !== '__proto__') fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      file = { filename: info.filename ?? '', mimeType: info.mimeType ?? '' };
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new HttpError('file_too_large')));
    });
    parser.on('filesLimit', () => undefined);
    parser.on('error', (error) => reject(failed ?? new HttpError('invalid_body', { cause: error })));
    parser.on('close', () => {
      if (failed) return reject(failed);
      if (!file) return reject(new HttpError('invalid_body'));
      resolve({ ...file, bytes: new Uint8Array(Buffer.concat(chunks)), fields });
    });
    const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    let total = 0;
    source.on('data', (chunk: Buffer) => {
      total += chunk.length;
      // The whole body is capped too (many small parts, long headers).
      if (total > maxFileBytes + 64 * 1024) {
        fail(new HttpError('file_too_large'));
        source.destroy();
        reject(failed);
      }
    });
    source.on('error', (error) => reject(failed ?? new HttpError('invalid_body', { cause: error })));
    source.pipe(parser);
  });
}

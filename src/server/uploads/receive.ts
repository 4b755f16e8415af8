import 'server-only';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { HttpError } from '../http/http-error';
import { uploadLimits } from './config';
import { UploadError } from './errors';

export type ReceivedFile = { file: string; size: number; name: string | undefined };

type ReceiveOptions = {
  /** Where the file is written while it arrives (a fresh directory of this request). */
  dir: string;
  maxFileBytes?: number;
  timeoutMs?: number;
  /** Called before each started `unitBytes` of the file is written (the quota); throws to stop. */
  charge: () => Promise<void>;
  unitBytes: number;
};

/**
 * Streams the one file of a multipart body (field `file`) to disk with busboy, enforcing the
 * limits while reading: past `maxFileBytes`, at a quota refusal, on a malformed body or after
 * `timeoutMs` the request body is abandoned at once (the stream is destroyed, nothing more is
 * read), so an oversized or endless upload costs at most the limit and memory stays at busboy's
 * buffers. Other fields and files are ignored.
 */
export function receiveFile(request: Request, options: ReceiveOptions): Promise<ReceivedFile> {
  const maxFileBytes = options.maxFileBytes ?? uploadLimits.maxFileBytes;
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) return Promise.reject(new UploadError('no_file'));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: maxFileBytes, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
    });
  } catch (error) {
    return Promise.reject(new HttpError('unsupported_media_type', { cause: error }));
  }
  const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);

  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let current: Readable | null = null;
    let writing: Promise<ReceivedFile> | null = null;
    const timer = setTimeout(
      () => fail(new UploadError('timeout')),
      options.timeoutMs ?? uploadLimits.requestTimeoutMs,
    );

    function fail(error: unknown): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      source.unpipe(parser);
      source.destroy();
      current?.destroy();
      parser.removeAllListeners('file');
      reject(error);
    }

    async function write(stream: Readable, name: string | undefined): Promise<ReceivedFile> {
      const file = path.join(options.dir, 'upload');
      const handle = await open(file, 'wx', 0o600);
      let size = 0;
      let charged = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.byteLength;
          while (size > charged * options.unitBytes) {
            charged += 1;
            await options.charge();
          }
          await handle.write(chunk);
        }
      } finally {
        await handle.close();
      }
      if ((stream as Readable & { truncated?: boolean }).truncated) throw new UploadError('file_too_large');
      return { file, size, name };
    }

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || writing) {
        stream.resume();
        return;
      }
      current = stream;
      stream.once('limit', () => fail(new UploadError('file_too_large')));
      writing = write(stream, info.filename);
      writing.catch((error: unknown) => fail(error));
    });
    parser.once('error', (error) => fail(new HttpError('invalid_body', { cause: error })));
    parser.once('close', () => {
      if (settled) return;
      if (!writing) return fail(new UploadError('no_file'));
      writing.then(
        (received) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(received);
        },
        (error: unknown) => fail(error),
      );
    });
    source.once('error', (error) => fail(new HttpError('invalid_body', { cause: error })));
    source.pipe(parser);
  });
}

import { BackupError } from './backup-error';

/**
 * A minimal POSIX ustar writer and reader for the backup archive: regular files only, names up to
 * 255 bytes (split into prefix and name), sizes above 8 GiB in GNU base-256. An unencrypted
 * archive is a plain `.tar.gz` that `tar -xzf` opens, so an operator can always get at the files.
 */
const BLOCK = 512;
const END = Buffer.alloc(BLOCK * 2);

export type TarFile = {
  /** Path inside the archive, `/`-separated, relative. */
  name: string;
  size: number;
  /** Seconds since the epoch. */
  mtime: number;
  mode?: number;
  body: () => AsyncIterable<Buffer>;
};

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function splitName(name: string): { prefix: string; base: string } {
  const bytes = Buffer.byteLength(name);
  if (bytes <= 100) return { prefix: '', base: name };
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const base = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`tar: name too long: ${name}`);
}

function header(file: TarFile): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(file.name);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(file.mode ?? 0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  if (file.size < 8 ** 11) block.write(octal(file.size, 12), 124, 'ascii');
  else {
    // GNU base-256: high bit set, the size big-endian in the remaining bytes.
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(file.size), 128);
  }
  block.write(octal(Math.floor(file.mtime), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** The archive's bytes: each file's header, its content (exactly `size` bytes), padding, and the end blocks. */
export async function* writeTar(files: AsyncIterable<TarFile> | Iterable<TarFile>): AsyncGenerator<Buffer> {
  for await (const file of files) {
    yield header(file);
    let written = 0;
    for await (const chunk of file.body()) {
      written += chunk.length;
      if (written > file.size) throw new Error(`tar: ${file.name} grew while it was archived`);
      yield chunk;
    }
    if (written !== file.size) throw new Error(`tar: ${file.name} changed size while it was archived`);
    const pad = (BLOCK - (file.size % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield END;
}

export type TarEntry = { name: string; size: number; type: string; body: AsyncIterable<Buffer> };

const damaged = (detail: string) =>
  new BackupError('damaged', `The archive is damaged or incomplete (${detail}). Nothing was changed.`);

/** Pulls exact byte counts from a stream of chunks. */
class ByteSource {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;
  constructor(private readonly iterator: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<void> {
    while (this.length < wanted && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else if (next.value.length) {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
  }

  /** Up to `max` bytes (at least one unless the source ended); null at the end. */
  async some(max: number): Promise<Buffer | null> {
    await this.fill(1);
    if (this.length === 0) return null;
    const first = this.buffered[0]!;
    const take = Math.min(max, first.length);
    const out = first.subarray(0, take);
    if (take === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(take);
    this.length -= take;
    return out;
  }

  /** Exactly `count` bytes, or fewer when the source ended first. */
  async exactly(count: number): Promise<Buffer> {
    await this.fill(count);
    const all = Buffer.concat(this.buffered, this.length);
    const out = all.subarray(0, Math.min(count, all.length));
    const rest = all.subarray(out.length);
    this.buffered = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }
}

function readNumber(field: Buffer): number {
  if (field[0]! & 0x80) {
    let value = 0n;
    for (const byte of field.subarray(1)) value = (value << 8n) | BigInt(byte);
    return Number(value);
  }
  const text = field
    .toString('ascii')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw damaged('an unreadable header');
  return text ? parseInt(text, 8) : 0;
}

function readString(field: Buffer): string {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

/**
 * The entries of a tar stream, in order. Each entry's `body` must be read (or left) before the
 * next entry is requested; what is left unread is skipped. A stream that ends before the end
 * blocks, a bad header checksum or a short file throws a 'damaged' BackupError.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new ByteSource(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await bytes.exactly(BLOCK);
    if (block.length < BLOCK) throw damaged('it ends in the middle');
    if (block.every((byte) => byte === 0)) {
      const second = await bytes.exactly(BLOCK);
      if (second.length < BLOCK) throw damaged('it ends in the middle');
      return;
    }
    const stored = readNumber(block.subarray(148, 156));
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : block[index]!;
    if (sum !== stored) throw damaged('a header checksum does not match');
    const size = readNumber(block.subarray(124, 136));
    const prefix = readString(block.subarray(345, 500));
    const base = readString(block.subarray(0, 100));
    const type = String.fromCharCode(block[156] || 48);
    let remaining = size;
    async function* body(): AsyncGenerator<Buffer> {
      while (remaining > 0) {
        const chunk = await bytes.some(Math.min(remaining, 1 << 20));
        if (!chunk) throw damaged('it ends in the middle of a file');
        remaining -= chunk.length;
        yield chunk;
      }
    }
    yield { name: prefix ? `${prefix}/${base}` : base, size, type, body: body() };
    while (remaining > 0) {
      const chunk = await bytes.some(Math.min(remaining, 1 << 20));
      if (!chunk) throw damaged('it ends in the middle of a file');
      remaining -= chunk.length;
    }
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad && (await bytes.exactly(pad)).length < pad) throw damaged('it ends in the middle');
  }
}

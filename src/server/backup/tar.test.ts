import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BackupError } from './backup-error';
import { readTar, writeTar, type TarFile } from './tar';

async function bytesOf(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const file = (name: string, content: Buffer): TarFile => ({
  name,
  size: content.length,
  mtime: 1_764_000_000,
  body: async function* () {
    yield content.subarray(0, 100);
    yield content.subarray(100);
  },
});

async function* chunked(buffer: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
}

async function entries(archive: Buffer, chunk = 333) {
  const out: { name: string; content: Buffer }[] = [];
  for await (const entry of readTar(chunked(archive, chunk)))
    out.push({ name: entry.name, content: await bytesOf(entry.body) });
  return out;
}

describe('tar', () => {
  const long = `mail/${'a'.repeat(60)}/${'b'.repeat(90)}.eml`;
  const files = [
    file('manifest.json', Buffer.from('{"a":1}'.padEnd(700, ' '))),
    file('site.db', Buffer.alloc(5000, 7)),
    file(long, Buffer.from('x'.repeat(512))),
  ];

  it('reads back what it wrote, across any chunking', async () => {
    const archive = await bytesOf(writeTar(files));
    for (const size of [1, 511, 512, 4096]) {
      const read = await entries(archive, size);
      expect(read.map((entry) => entry.name)).toEqual(['manifest.json', 'site.db', long]);
      expect(read[1]!.content.equals(Buffer.alloc(5000, 7))).toBe(true);
    }
  });

  it('writes an archive that the system tar lists and extracts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tar-test-'));
    try {
      writeFileSync(path.join(dir, 'a.tar'), await bytesOf(writeTar(files)));
      expect(execFileSync('tar', ['-tf', 'a.tar'], { cwd: dir, encoding: 'utf8' }).trim().split('\n')).toEqual([
        'manifest.json',
        'site.db',
        long,
      ]);
      execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
      expect(readFileSync(path.join(dir, 'site.db')).equals(Buffer.alloc(5000, 7))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a cut-off archive and a corrupted header as damaged', async () => {
    const archive = await bytesOf(writeTar(files));
    for (const cut of [100, 512, 1024 + 300, archive.length - 1024, archive.length - 10]) {
      await expect(entries(archive.subarray(0, cut)), `cut at ${cut}`).rejects.toSatisfy(
        (error) => error instanceof BackupError && error.code === 'damaged',
      );
    }
    const corrupt = Buffer.from(archive);
    corrupt[1536 + 10] = corrupt[1536 + 10]! ^ 0xff; // the second header (512 + the manifest padded to 1024)
    await expect(entries(corrupt)).rejects.toThrow(/header checksum/);
  });

  it('refuses a file that changes size while it is archived', async () => {
    const liar: TarFile = { ...file('site.db', Buffer.alloc(600)), size: 700 };
    await expect(bytesOf(writeTar([liar]))).rejects.toThrow(/changed size/);
  });
});

import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { decryptArchive, ENCRYPTED_MAGIC, isEncryptedArchive } from './archive-crypto';
import { BackupError } from './backup-error';
import { MANIFEST_NAME, parseManifest, type Manifest } from './manifest';
import { readTar } from './tar';

const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

export type ArchiveCheck = {
  /** Called with the manifest before any file is written: throws to refuse the archive (newer schema). */
  accept?: (manifest: Manifest) => void;
};

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function collect(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new BackupError('not_an_archive', 'The archive’s manifest is implausibly large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** zlib's and the stream machinery's errors are a damaged archive; our own refusals pass through. */
function asBackupError(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const code = String((error as { code?: unknown })?.code ?? '');
  const detail =
    code === 'Z_BUF_ERROR'
      ? 'it ends before its end'
      : code.startsWith('Z_')
        ? 'its compressed data is corrupt'
        : 'it cannot be read';
  return new BackupError('damaged', `The archive is damaged or incomplete (${detail}). Nothing was changed.`);
}

/**
 * Reads an archive into `stagingDir` and verifies it on the way: the key (when encrypted), the
 * manifest first (`accept` may refuse it before any file is written), then every file against its
 * size and sha256, nothing that the manifest does not list, nothing missing. Throws a BackupError
 * that says what is wrong; the caller removes `stagingDir` then. Returns the manifest.
 */
export async function extractArchive(
  archive: string,
  stagingDir: string,
  { key, accept }: { key?: string } & ArchiveCheck = {},
): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupError('not_an_archive', `There is no file ${archive}.`);
  const head = await readHead(archive, ENCRYPTED_MAGIC.length);
  const encrypted = isEncryptedArchive(head);
  if (!encrypted && !(head[0] === 0x1f && head[1] === 0x8b)) {
    throw head.length < 2
      ? new BackupError('damaged', 'The archive is empty or cut off at its start. Nothing was changed.')
      : new BackupError(
          'not_an_archive',
          `${path.basename(archive)} is not a backup archive of this site (neither .tar.gz nor encrypted).`,
        );
  }
  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  const consume = async (source: AsyncIterable<Buffer>) => {
    for await (const entry of readTar(source)) {
      if (!manifest) {
        if (entry.name !== MANIFEST_NAME || entry.type !== '0')
          throw new BackupError(
            'not_an_archive',
            'The archive does not start with a manifest: it is not a backup of this site.',
          );
        manifest = parseManifest((await collect(entry.body, MAX_MANIFEST_BYTES)).toString('utf8'));
        accept?.(manifest);
        continue;
      }
      const listed = manifest.files.find((file) => file.path === entry.name);
      if (!listed || seen.has(entry.name) || entry.type !== '0')
        throw new BackupError(
          'damaged',
          `The archive holds an entry its manifest does not list (${entry.name.slice(0, 80)}). Nothing was changed.`,
        );
      seen.add(entry.name);
      const target = path.join(stagingDir, ...entry.name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      const handle = await open(target, 'wx', 0o600);
      try {
        for await (const chunk of entry.body) {
          hash.update(chunk);
          bytes += chunk.length;
          await handle.write(chunk);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      if (bytes !== listed.bytes || hash.digest('hex') !== listed.sha256)
        throw new BackupError(
          'damaged',
          `${entry.name} does not match its checksum in the manifest: the archive is damaged. Nothing was changed.`,
        );
    }
  };
  try {
    const raw = createReadStream(archive);
    if (encrypted) await pipeline(raw, decryptArchive(key), createGunzip(), consume);
    else await pipeline(raw, createGunzip(), consume);
  } catch (error) {
    throw asBackupError(error);
  }
  if (!manifest) throw new BackupError('damaged', 'The archive is empty. Nothing was changed.');
  const missing = manifest.files.filter((file) => !seen.has(file.path));
  if (missing.length)
    throw new BackupError(
      'damaged',
      `The archive lacks ${missing.length} file(s) its manifest lists (${missing[0]!.path}). Nothing was changed.`,
    );
  return manifest;
}

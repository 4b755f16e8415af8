import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { BackupError } from './backup-error';

/**
 * Encryption of a backup archive with a key from the environment (BACKUP_KEY): AES-256-GCM in
 * chunks of 64 KiB, each authenticated on its own (the "STREAM" construction: a chunk counter and
 * a last-chunk flag in the nonce), so a restore never writes a byte that was not authenticated,
 * and a truncated, reordered or altered archive is refused. The key is stretched with scrypt over
 * a random salt per archive; HKDF derives the cipher key and a check value from it, and the check
 * value in the header tells a wrong key apart from a damaged archive.
 *
 * Layout: MAGIC, u32 header length, header JSON, then chunks of ciphertext + 16-byte tag. The
 * preamble (MAGIC to the end of the header) is the additional data of every chunk.
 */
export const ENCRYPTED_MAGIC = Buffer.from('site-backup aes-256-gcm v1\n', 'ascii');
const CHUNK = 64 * 1024;
const TAG = 16;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const MAX_HEADER = 4096;

type Header = { kdf: 'scrypt'; N: number; r: number; p: number; salt: string; chunk: number; check: string };

type Keys = { cipher: Buffer; check: Buffer };

function stretch(passphrase: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Keys> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, { ...params, maxmem: 256 * params.N * params.r }, (error, master) => {
      if (error) return reject(error);
      resolve({
        cipher: Buffer.from(hkdfSync('sha256', master, salt, 'site-backup cipher key', 32)),
        check: Buffer.from(hkdfSync('sha256', master, salt, 'site-backup key check', 16)),
      });
    }),
  );
}

function nonce(counter: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  value.writeUIntBE(counter, 5, 6);
  value[11] = last ? 1 : 0;
  return value;
}

function sealChunk(keys: Keys, aad: Buffer, counter: number, last: boolean, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', keys.cipher, nonce(counter, last));
  cipher.setAAD(aad);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(keys: Keys, aad: Buffer, counter: number, last: boolean, sealed: Buffer): Buffer {
  if (sealed.length < TAG) throw damagedArchive();
  const decipher = createDecipheriv('aes-256-gcm', keys.cipher, nonce(counter, last));
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG)), decipher.final()]);
  } catch {
    throw damagedArchive();
  }
}

const damagedArchive = () =>
  new BackupError(
    'damaged',
    'The archive is damaged or incomplete: its encrypted content does not authenticate. Nothing was changed.',
  );

/** A pipeline step that encrypts its input (see above). */
export function encryptArchive(passphrase: string): (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer> {
  return async function* (source) {
    const salt = randomBytes(16);
    const keys = await stretch(passphrase, salt, SCRYPT);
    const header: Header = {
      kdf: 'scrypt',
      ...SCRYPT,
      salt: salt.toString('base64'),
      chunk: CHUNK,
      check: keys.check.toString('base64'),
    };
    const json = Buffer.from(JSON.stringify(header), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length);
    const aad = Buffer.concat([ENCRYPTED_MAGIC, length, json]);
    yield aad;
    let pending: Buffer = Buffer.alloc(0);
    let counter = 0;
    for await (const chunk of source) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk);
      // A full chunk is sealed only once more input follows it: the last one carries the flag.
      while (pending.length > CHUNK) {
        yield sealChunk(keys, aad, counter, false, pending.subarray(0, CHUNK));
        counter += 1;
        pending = pending.subarray(CHUNK);
      }
    }
    yield sealChunk(keys, aad, counter, true, pending);
  };
}

/**
 * A pipeline step that decrypts an encrypted archive: refuses a missing key ('key_required'), a
 * wrong key ('wrong_key', told apart by the header's check value) and any chunk that does not
 * authenticate, including a missing last chunk ('damaged').
 */
export function decryptArchive(
  passphrase: string | undefined,
): (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer> {
  return async function* (source) {
    const iterator = source[Symbol.asyncIterator]();
    let buffer: Buffer = Buffer.alloc(0);
    const need = async (bytes: number) => {
      while (buffer.length < bytes) {
        const next = await iterator.next();
        if (next.done) throw damagedArchive();
        buffer = Buffer.concat([buffer, next.value]);
      }
    };
    await need(ENCRYPTED_MAGIC.length + 4);
    if (!buffer.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)) throw damagedArchive();
    const headerLength = buffer.readUInt32BE(ENCRYPTED_MAGIC.length);
    if (headerLength > MAX_HEADER) throw damagedArchive();
    const preambleLength = ENCRYPTED_MAGIC.length + 4 + headerLength;
    await need(preambleLength);
    const aad = Buffer.from(buffer.subarray(0, preambleLength));
    let header: Header;
    try {
      header = JSON.parse(aad.subarray(ENCRYPTED_MAGIC.length + 4).toString('utf8')) as Header;
    } catch {
      throw damagedArchive();
    }
    if (
      header.kdf !== 'scrypt' ||
      !Number.isInteger(header.N) ||
      header.N > 2 ** 20 ||
      !Number.isInteger(header.r) ||
      header.r > 32 ||
      !Number.isInteger(header.p) ||
      header.p > 16 ||
      !Number.isInteger(header.chunk) ||
      header.chunk < 1024 ||
      header.chunk > 16 * 1024 * 1024
    )
      throw damagedArchive();
    if (!passphrase)
      throw new BackupError(
        'key_required',
        'This archive is encrypted: set BACKUP_KEY to the key it was made with. Nothing was changed.',
      );
    const keys = await stretch(passphrase, Buffer.from(header.salt, 'base64'), header);
    const check = Buffer.from(header.check ?? '', 'base64');
    if (check.length !== keys.check.length || !timingSafeEqual(check, keys.check))
      throw new BackupError(
        'wrong_key',
        'BACKUP_KEY does not open this archive: it was made with another key. Nothing was changed.',
      );
    const sealed = header.chunk + TAG;
    let rest: Buffer = buffer.subarray(preambleLength);
    let counter = 0;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      rest = rest.length ? Buffer.concat([rest, next.value]) : next.value;
      while (rest.length > sealed) {
        yield openChunk(keys, aad, counter, false, rest.subarray(0, sealed));
        counter += 1;
        rest = rest.subarray(sealed);
      }
    }
    yield openChunk(keys, aad, counter, true, rest);
  };
}

/** Whether a file's first bytes say it is an encrypted archive. */
export function isEncryptedArchive(head: Buffer): boolean {
  return head.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);
}

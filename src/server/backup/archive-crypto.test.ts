import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptArchive, encryptArchive, isEncryptedArchive } from './archive-crypto';
import { BackupError } from './backup-error';

async function run(step: (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer>, input: Buffer, chunk = 10_000) {
  async function* source() {
    for (let at = 0; at < input.length; at += chunk) yield input.subarray(at, at + chunk);
  }
  const out: Buffer[] = [];
  for await (const part of step(source())) out.push(part);
  return Buffer.concat(out);
}

const code = (wanted: string) => (error: unknown) => error instanceof BackupError && error.code === wanted;
const KEY = 'correct horse battery staple';

// Each key derivation is a real scrypt (32 MiB, about 0.1 s on an idle core; seconds on a busy machine).
describe('archive encryption', { timeout: 120_000 }, () => {
  it('round-trips any length, including exact chunk multiples and empty input', async () => {
    for (const length of [0, 65_536, 200_001]) {
      const plain = randomBytes(length);
      const sealed = await run(encryptArchive(KEY), plain);
      expect(isEncryptedArchive(sealed)).toBe(true);
      expect(sealed.includes(plain.subarray(0, 64)) && length >= 64).toBe(false);
      expect((await run(decryptArchive(KEY), sealed, 4_321)).equals(plain)).toBe(true);
    }
  });

  it('tells a wrong key and a missing key apart from damage', async () => {
    const sealed = await run(encryptArchive(KEY), randomBytes(1000));
    await expect(run(decryptArchive('another key entirely'), sealed)).rejects.toSatisfy(code('wrong_key'));
    await expect(run(decryptArchive(undefined), sealed)).rejects.toSatisfy(code('key_required'));
  });

  it('refuses a flipped bit, a truncation (also at a chunk boundary) and a dropped chunk', async () => {
    const plain = randomBytes(3 * 65_536 + 100);
    const sealed = await run(encryptArchive(KEY), plain);
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 5000] = flipped[flipped.length - 5000]! ^ 1;
    await expect(run(decryptArchive(KEY), flipped)).rejects.toSatisfy(code('damaged'));
    const preamble = sealed.length - (3 * (65_536 + 16) + 100 + 16);
    for (const cut of [sealed.length - 1, preamble + 2 * (65_536 + 16), preamble + 10, 20])
      await expect(run(decryptArchive(KEY), sealed.subarray(0, cut)), `cut at ${cut}`).rejects.toSatisfy(
        code('damaged'),
      );
    const dropped = Buffer.concat([sealed.subarray(0, preamble + 65_552), sealed.subarray(preamble + 2 * 65_552)]);
    await expect(run(decryptArchive(KEY), dropped)).rejects.toSatisfy(code('damaged'));
  });
});

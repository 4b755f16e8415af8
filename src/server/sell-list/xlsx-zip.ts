import { crc32, inflateRaw } from 'node:zlib';
import { promisify } from 'node:util';
import { HttpError } from '@/server/http/http-error';
import { sellListLimits } from './limits';

const inflate = promisify(inflateRaw) as (buffer: Uint8Array, options: { maxOutputLength: number }) => Promise<Buffer>;

/**
 * An XLSX is a zip archive. Before any spreadsheet code sees one, its central directory is read
 * here: at most `maxZipEntries` entries, only stored or deflated ones, and the XML entries are
 * inflated with a hard output cap (zlib's maxOutputLength), so a zip bomb stops at the cap however
 * its headers lie. What passes is packed again without compression: the spreadsheet reader then
 * unpacks exactly these bytes and nothing more.
 */
type ZipEntry = { name: string; data: Uint8Array };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function unreadable(cause?: unknown): HttpError {
  return new HttpError('file_unreadable', { cause });
}

/** Reads and inflates the entries a spreadsheet needs (XML and relationships), within the limits. */
export async function readXlsxEntries(bytes: Uint8Array, limits = sellListLimits): Promise<ZipEntry[]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 65_535); offset -= 1) {
    if (view.getUint32(offset, true) === EOCD) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count > limits.maxZipEntries) throw new HttpError('unpacked_too_large');
  // ZIP64 (0xFFFF entries / 0xFFFFFFFF offsets) never occurs in a spreadsheet of a few MB.
  if (count === 0xffff || directoryOffset === 0xffffffff || directoryOffset >= bytes.length) throw unreadable();

  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let unpacked = 0;
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL) throw unreadable();
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;

    declaredTotal += size;
    if (declaredTotal > limits.maxUnpackedBytes) throw new HttpError('unpacked_too_large');
    if (!/\.(xml|rels)$/i.test(name)) continue;
    if (flags & 0x1) throw unreadable(); // encrypted
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== LOCAL) throw unreadable();
    const dataStart =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const compressed = bytes.subarray(dataStart, dataStart + compressedSize);
    if (compressed.length !== compressedSize) throw unreadable();

    const budget = limits.maxUnpackedBytes - unpacked;
    let data: Uint8Array;
    if (method === 0) data = compressed;
    else if (method === 8) {
      try {
        data = await inflate(compressed, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
          throw new HttpError('unpacked_too_large', { cause: error });
        throw unreadable(error);
      }
    } else throw unreadable();
    unpacked += data.length;
    if (unpacked > limits.maxUnpackedBytes) throw new HttpError('unpacked_too_large');
    entries.push({ name, data });
  }
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) throw unreadable();
  return entries;
}

/** Packs entries into a zip without compression (method 0), for the spreadsheet reader. */
export function storedZip(entries: readonly ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const checksum = crc32(entry.data);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, LOCAL, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, checksum, true);
    lv.setUint32(18, entry.data.length, true);
    lv.setUint32(22, entry.data.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, CENTRAL, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, checksum, true);
    cv.setUint32(20, entry.data.length, true);
    cv.setUint32(24, entry.data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, entry.data);
    centrals.push(central);
    offset += local.length + entry.data.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, EOCD, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, end];
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let position = 0;
  for (const part of parts) {
    result.set(part, position);
    position += part.length;
  }
  return result;
}

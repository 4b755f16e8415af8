import 'server-only';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { UploadError } from './errors';

const inflateAsync = promisify(inflate);

/**
 * Names that make a PDF act when it is opened (JavaScript, a launched program), carry other files
 * (embedded files, file attachments, rich media, a go-to into an embedded file), or an XFA form;
 * and `Encrypt`, because an encrypted PDF's streams cannot be inspected. Refused however they are
 * spelled: a name's `#xx` escapes are decoded first (`/J#61vaScript` is `/JavaScript`).
 */
const FORBIDDEN_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'GoToE',
  'XFA',
  'Encrypt',
]);

/** Longer names do not occur in real PDFs (the format's limit is 127 bytes); they hide things. */
const MAX_NAME_LENGTH = 256;
/** What the compressed object streams of one PDF may inflate to, together. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** Web pages inside a PDF (a polyglot that a browser would render). */
const MARKUP = /<\s*(?:html|script)\b/i;

/** A name token: `/` and its regular characters (not whitespace, not a delimiter). */
const NAME = /\/([^\s\0()<>[\]{}/%]*)/g;

const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every name in `text`, decoded; throws for a forbidden or an absurdly long one. */
function inspectNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]!);
    if (name.length > MAX_NAME_LENGTH || FORBIDDEN_NAMES.has(name)) throw new UploadError('pdf');
    names.push(name);
  }
  return names;
}

/** The dictionary (`<< … >>`, nested ones included) that ends at `end` (the index after its `>>`). */
function dictionaryBefore(text: string, end: number): string | null {
  let depth = 0;
  for (let index = end - 2; index >= 0; index -= 1) {
    if (text.startsWith('>>', index)) {
      depth += 1;
      index -= 1;
    } else if (text.startsWith('<<', index)) {
      depth -= 1;
      if (depth === 0) return text.slice(index, end);
      index -= 1;
    }
  }
  return null;
}

type Stream = { dictionary: string; names: string[]; start: number; end: number };

/**
 * The file's streams, each with its dictionary and where its data lies. The data ends at the
 * first `endstream` after it, or earlier where a direct `/Length` says so: whatever follows is
 * read as objects again, so a wrong length hides nothing.
 */
function streamsOf(text: string): Stream[] {
  const streams: Stream[] = [];
  let after = 0;
  for (const match of text.matchAll(/>>\s*stream(?:\r\n|\n|\r)/g)) {
    if (match.index < after) continue;
    const dictionary = dictionaryBefore(text, match.index + 2);
    if (!dictionary) continue;
    const start = match.index + match[0].length;
    const marker = text.indexOf('endstream', start);
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
    let end = marker === -1 ? text.length : marker;
    if (length) end = Math.min(end, start + Number(length[1]));
    streams.push({ dictionary, names: inspectNames(dictionary), start, end });
    after = end;
  }
  return streams;
}

/**
 * A compressed object stream (PDF 1.5 `/Type /ObjStm`) holds dictionaries inside a Flate stream,
 * where the file's bytes do not show them: inflated (bounded in total) and inspected like the
 * file. One that cannot be decoded (another filter, a predictor, broken data) cannot be checked
 * and is refused. Returns the bytes inflated.
 */
async function inspectObjectStream(bytes: Buffer, stream: Stream, budget: number): Promise<number> {
  const filters = stream.names.filter((name) => /Decode$/.test(name));
  if (stream.names.includes('DecodeParms') || filters.some((name) => name !== 'FlateDecode'))
    throw new UploadError('pdf');
  if (budget <= 0) throw new UploadError('pdf');
  let content: Buffer;
  try {
    const data = bytes.subarray(stream.start, stream.end);
    content = filters.length ? await inflateAsync(data, { maxOutputLength: budget }) : data;
  } catch (error) {
    throw new UploadError('pdf', { cause: error });
  }
  const objects = content.toString('latin1');
  inspectNames(objects);
  if (MARKUP.test(objects)) throw new UploadError('pdf');
  return content.length;
}

/**
 * A PDF is kept as sent, so it must be a PDF and nothing else: `%PDF-1.x`/`%PDF-2.x` at byte 0
 * (no executable or image header in front), an end-of-file marker (`%%EOF`) in its last KiB, no
 * ZIP archive behind it (a ZIP is read from its end: the classic PDF/ZIP polyglot), no markup,
 * and none of the forbidden names in any object: in the file and in its compressed object
 * streams, with `#xx` escapes decoded. PDFs are still served only as downloads, with their type.
 */
export async function checkPdf(file: string, size: number): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length !== size || !/^%PDF-[12]\.\d/.test(bytes.subarray(0, 16).toString('latin1')))
    throw new UploadError('pdf');
  if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF')) throw new UploadError('pdf');
  // A ZIP's end-of-central-directory record sits in its last 64 KiB + 22 bytes.
  if (bytes.subarray(-(66 * 1024)).includes(Buffer.from('PK\x05\x06', 'latin1'))) throw new UploadError('pdf');
  const text = bytes.toString('latin1');
  if (MARKUP.test(text)) throw new UploadError('pdf');
  const streams = streamsOf(text);
  // Every object outside the streams' data (binary data would give false alarms).
  let outside = 0;
  for (const stream of [...streams, { start: text.length, end: text.length }]) {
    inspectNames(text.slice(outside, stream.start));
    outside = stream.end;
  }
  let inflated = 0;
  for (const stream of streams.filter(({ names }) => names.includes('ObjStm'))) {
    inflated += await inspectObjectStream(bytes, stream, MAX_INFLATED_BYTES - inflated);
  }
}

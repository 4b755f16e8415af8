import 'server-only';
import sharp from 'sharp';
import { uploadLimits } from './config';
import { UploadError } from './errors';
import { taskSlots } from '../task-slots';

// libvips' operation cache keeps decoded tiles between requests; uploads never repeat, so it only
// holds memory. One thread per image: together with the processing slots, decoding never takes
// every core from the event loop (config.ts, processingConcurrency).
sharp.cache(false);
sharp.concurrency(1);

/** Bytes of one decoded sample per libvips band format. */
const sampleBytes: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * A counting semaphore: at most `uploadLimits.processingConcurrency` received files are decoded,
 * checked and stored at once per process (each holds an image or a PDF in memory); the others
 * wait on disk, so memory stays flat however many clients upload at once.
 */
export const withProcessingSlot = taskSlots(() => uploadLimits.processingConcurrency);

export type ProcessedImage = { data: Buffer; width: number; height: number; type: 'image/webp' };

/**
 * Re-encodes a photo: turned upright by its EXIF orientation, scaled to at most
 * `maxImageSide` px on the long side, written as WebP WITHOUT any metadata (sharp drops EXIF, GPS,
 * XMP, IPTC and ICC unless asked to keep them; the ICC profile is converted to sRGB first). The
 * original bytes are never kept. The size and decoding cost the header claims are checked before
 * anything is decoded, and `limitInputPixels` stops libvips as well should a header lie.
 */
export async function reencodeImage(file: string, claimed: string): Promise<ProcessedImage> {
  const options = { limitInputPixels: uploadLimits.maxInputPixels, failOn: 'error', sequentialRead: true } as const;
  let width: number | undefined;
  let height: number | undefined;
  let channels: number | undefined;
  let depth: string | undefined;
  try {
    ({ width, height, channels, depth } = await sharp(file, options).metadata());
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message))) throw new UploadError('dimensions', { cause: error });
    // sharp's prebuilt libvips reads AVIF but not HEVC-coded HEIC (iPhone photos): say so.
    throw new UploadError(claimed === 'image/heic' ? 'heic' : 'type', { cause: error });
  }
  if (!width || !height) throw new UploadError('type');
  if (width * height > uploadLimits.maxInputPixels) throw new UploadError('dimensions');
  // The cost of decoding: pixels × channels × bit depth, from the header (a 16-bit PNG is twice an 8-bit one).
  const decodedBytes = width * height * (channels ?? 4) * (sampleBytes[depth ?? ''] ?? 4);
  if (decodedBytes > uploadLimits.maxDecodedBytes) throw new UploadError('dimensions');
  try {
    const { data, info } = await sharp(file, options)
      .rotate()
      .resize({
        width: uploadLimits.maxImageSide,
        height: uploadLimits.maxImageSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, type: 'image/webp' };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message))) throw new UploadError('dimensions', { cause: error });
    throw new UploadError(claimed === 'image/heic' ? 'heic' : 'type', { cause: error });
  }
}

import 'server-only';
import sharp from 'sharp';
import { withProcessingSlot } from './process-image';

/** The long side of a lead page's thumbnail, in px (shown at about 200 px, sharp on 2× screens). */
export const THUMBNAIL_SIDE = 480;

/**
 * A small WebP of a stored image for the lead page's grid. The stored image was re-encoded on
 * upload (bounded in size), so this decode is bounded too; it shares the upload processing slots.
 * A thumbnail is not "opening" the file: GET /api/uploads/<id>?preview=1 is not audited, while
 * the full image (the link) is.
 */
export function thumbnail(data: Buffer): Promise<Buffer> {
  return withProcessingSlot(() =>
    sharp(data, { failOn: 'error' })
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70, effort: 2 })
      .toBuffer(),
  );
}

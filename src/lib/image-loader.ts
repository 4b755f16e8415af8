import type { ImageLoaderProps } from 'next/image';

/**
 * Image URLs. Images on the company media host (`MEDIA_HOST`, e.g.
 * `media.example.com`; none by default) are resized by that host itself, so the loader only adds
 * the media host's query parameters. Every other image goes through Next's own optimizer
 * (`/_next/image`), which serves AVIF, then WebP.
 */

/** Which kind of picture: logos and icons keep the highest quality. */
export type ImageKind = 'photo' | 'illustration' | 'logo' | 'icon';

const DEFAULT_QUALITY = 85;

/** Quality by rendered width and kind: 95 for logos/icons, 75 above 1920 px, 90 below 400 px, else 85. */
function imageQuality(width: number, kind: ImageKind = 'photo'): number {
  if (kind === 'logo' || kind === 'icon') return 95;
  if (width > 1920) return 75;
  if (width < 400) return 90;
  return DEFAULT_QUALITY;
}

/** The configured media host name (without scheme), or undefined. Inlined at build time. */
function configuredMediaHost(value: string | undefined = process.env.MEDIA_HOST): string | undefined {
  const host = value
    ?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  return host ? host.toLowerCase() : undefined;
}

/** True for an absolute http(s) URL on the media host (or one of its subdomains). */
function isMediaHostUrl(src: string, mediaHost: string | undefined): boolean {
  if (!mediaHost || !/^https?:\/\//i.test(src)) return false;
  try {
    const { hostname } = new URL(src);
    return hostname === mediaHost || hostname.endsWith(`.${mediaHost}`);
  } catch {
    return false;
  }
}

/**
 * A media-host URL: width, height (crops to cover), quality, `format=auto` (the host picks AVIF,
 * then WebP, then the original format by the Accept header), progressive, `auto=compress`.
 */
function mediaImageUrl(src: string, width: number, height: number | undefined, quality: number): string {
  const url = new URL(src);
  const params = url.searchParams;
  params.set('w', String(width));
  if (height) params.set('h', String(height));
  params.set('q', String(quality));
  params.set('format', 'auto');
  params.set('progressive', 'true');
  if (height) params.set('fit', 'cover');
  params.set('auto', 'compress');
  return url.toString();
}

/** The URL Next's built-in optimizer answers (same shape as Next's default loader). */
function nextOptimizerUrl(src: string, width: number, quality: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/**
 * Builds a `next/image` loader. `aspectRatio` (height / width) lets the media host crop to the
 * rendered box; `kind` picks the quality rule. An explicit `quality` prop still wins.
 */
export function createImageLoader({
  kind = 'photo',
  aspectRatio,
  mediaHost = configuredMediaHost(),
}: { kind?: ImageKind; aspectRatio?: number; mediaHost?: string } = {}) {
  return function imageLoader({ src, width, quality }: ImageLoaderProps): string {
    const q = quality ?? imageQuality(width, kind);
    if (isMediaHostUrl(src, mediaHost)) {
      const height = aspectRatio ? Math.round(width * aspectRatio) : undefined;
      return mediaImageUrl(src, width, height, q);
    }
    return nextOptimizerUrl(src, width, q);
  };
}

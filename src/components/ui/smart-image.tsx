import { getImageProps, type ImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { createImageLoader, type ImageKind } from '@/lib/image-loader';
import { SmartImageFrame } from './smart-image-frame';

type SmartImageProps = Omit<
  ImageProps,
  'src' | 'alt' | 'width' | 'height' | 'sizes' | 'loader' | 'fill' | 'onLoad' | 'onError'
> & {
  src: string;
  /** Meaningful alternative text, or '' for a decorative image. */
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Rendered width per breakpoint, so the browser picks the right candidate. */
  sizes: string;
  kind?: ImageKind;
  /** Classes for the wrapping box (size, radius, background). */
  frameClassName?: string;
};

/**
 * The site's one image component: `next/image`'s `getImageProps` computes the
 * `<img>` here on the server (explicit width, height and sizes, the srcset of the custom loader in
 * src/lib/image-loader.ts: media-host parameters or Next's optimizer, quality by kind), so the
 * browser does not load the image component's code. SmartImageFrame, a small client island, shows
 * the placeholder while loading and on failure "Bild konnte nicht geladen werden" plus one retry
 * with the original URL. SVGs are served as they are (`unoptimized`).
 */
export async function SmartImage({
  src,
  alt,
  width,
  height,
  sizes,
  kind = 'photo',
  unoptimized,
  frameClassName,
  className,
  ...rest
}: SmartImageProps) {
  const t = await getTranslations('SmartImage');
  // Vector graphics gain nothing from rasterising, and Next's optimizer refuses SVG by default.
  const direct = unoptimized ?? /\.svg(?:[?#]|$)/i.test(src);
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className: 'h-full w-full object-cover',
    ...rest,
    ...(direct ? { unoptimized: true } : { loader: createImageLoader({ kind, aspectRatio: height / width }) }),
  });
  return (
    <SmartImageFrame
      image={props}
      originalSrc={src}
      width={width}
      height={height}
      frameClassName={frameClassName}
      imageClassName={className}
      labels={{ error: t('error') }}
    />
  );
}

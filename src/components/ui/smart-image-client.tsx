'use client';

import Image, { type ImageProps } from 'next/image';
import { useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { createImageLoader, type ImageKind } from '@/lib/image-loader';

type Status = 'loading' | 'loaded' | 'failed';

export type SmartImageClientProps = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height' | 'sizes' | 'loader' | 'fill' | 'onLoad' | 'onError'> & {
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
  labels: { error: string };
};

/**
 * The client half of SmartImage (DESIGN.md §3, spec §4 "Image"): a placeholder while loading; on
 * failure the message and one retry with the original URL (past the optimizer). If that works the
 * message goes away, if not it stays. Without JavaScript the image shows as a plain <img>.
 */
export function SmartImageClient({ src, alt, width, height, sizes, kind = 'photo', unoptimized, frameClassName, className, labels, ...rest }: SmartImageClientProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState<'optimized' | 'original' | 'gave-up'>('optimized');
  const loader = useMemo(() => createImageLoader({ kind, aspectRatio: height / width }), [kind, width, height]);
  // Vector graphics gain nothing from rasterising, and Next's optimizer refuses SVG by default.
  const direct = unoptimized ?? /\.svg(?:[?#]|$)/i.test(src);

  const common = {
    width,
    height,
    sizes,
    className: cn('h-full w-full object-cover', attempt === 'gave-up' && 'invisible', className),
    onLoad: () => setStatus('loaded'),
    ...rest,
  };

  return (
    <div className={cn('relative overflow-hidden bg-surface', frameClassName)} style={{ aspectRatio: `${width} / ${height}` }} aria-busy={status === 'loading' || undefined}>
      {attempt === 'optimized' ? (
        <Image
          key="optimized"
          src={src}
          alt={alt}
          {...common}
          {...(direct ? { unoptimized: true } : { loader })}
          onError={() => {
            setStatus('failed');
            setAttempt('original');
          }}
        />
      ) : (
        <Image
          key="original"
          src={src}
          alt={alt}
          {...common}
          unoptimized
          onError={() => {
            setStatus('failed');
            setAttempt('gave-up');
          }}
        />
      )}
      {status === 'loading' ? (
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-surface [@media(scripting:none)]:hidden">
          <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none" />
        </span>
      ) : null}
      {status === 'failed' ? (
        <p className="absolute inset-0 flex items-center justify-center bg-surface p-4 text-center text-sm font-medium text-slate-700">{labels.error}</p>
      ) : null}
    </div>
  );
}

'use client';

import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

type Status = 'loading' | 'loaded' | 'failed';
type Attempt = 'optimized' | 'original' | 'gave-up';

type SmartImageFrameProps = {
  /** The `<img>` attributes computed on the server by `getImageProps` (src, srcSet, sizes, …). */
  image: ImgHTMLAttributes<HTMLImageElement>;
  /** The URL before any optimizer, tried once when the optimized image fails. */
  originalSrc: string;
  width: number;
  height: number;
  frameClassName?: string;
  imageClassName?: string;
  labels: { error: string };
};

/**
 * The client half of SmartImage: a placeholder while loading; on failure the
 * message and one retry with the original URL (past the optimizer). If that works the message
 * goes away, if not it stays. Without JavaScript the image shows as a plain <img>.
 */
export function SmartImageFrame({
  image,
  originalSrc,
  width,
  height,
  frameClassName,
  imageClassName,
  labels,
}: SmartImageFrameProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState<Attempt>('optimized');

  const fail = useCallback(() => {
    setStatus('failed');
    setAttempt((current) => (current === 'optimized' ? 'original' : 'gave-up'));
  }, []);
  // The server-rendered <img> may have loaded or failed before hydration attached the handlers.
  const checkSettled = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element?.complete) return;
      if (element.naturalWidth > 0) setStatus('loaded');
      else if (element.currentSrc || element.src) fail();
    },
    [fail],
  );

  const source = attempt === 'optimized' ? image : { ...image, src: originalSrc, srcSet: undefined };
  return (
    <div
      className={cx('relative overflow-hidden bg-surface', frameClassName)}
      style={{ aspectRatio: `${width} / ${height}` }}
      aria-busy={status === 'loading' || undefined}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- attributes computed by next/image's getImageProps */}
      <img
        key={attempt === 'optimized' ? 'optimized' : 'original'}
        {...source}
        alt={image.alt ?? ''}
        ref={checkSettled}
        className={cx(image.className, attempt === 'gave-up' && 'invisible', imageClassName)}
        onLoad={() => setStatus('loaded')}
        onError={fail}
      />
      {status === 'loading' ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-surface [@media(scripting:none)]:hidden"
        >
          <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none" />
        </span>
      ) : null}
      {status === 'failed' ? (
        <p className="absolute inset-0 flex items-center justify-center bg-surface p-4 text-center text-sm font-medium text-slate-700">
          {labels.error}
        </p>
      ) : null}
    </div>
  );
}

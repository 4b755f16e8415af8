import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImageLoader, type ImageKind } from './image-loader';

const MEDIA = 'media.example.com';

/** The quality the loader asks for a local image at this width. */
const qualityAt = (width: number, kind?: ImageKind) =>
  new URL(createImageLoader({ kind })({ src: '/a.png', width }), 'http://site').searchParams.get('q');

/** True when the loader sends `src` to the media host (not through Next's optimizer). */
const onMediaHost = (src: string, mediaHost?: string) =>
  !createImageLoader({ mediaHost })({ src, width: 640 }).startsWith('/_next/image');

describe('quality rule', () => {
  it('uses 85 by default', () => {
    expect(qualityAt(400)).toBe('85');
    expect(qualityAt(1280)).toBe('85');
    expect(qualityAt(1920)).toBe('85');
  });
  it('uses 75 above 1920 px and 90 below 400 px', () => {
    expect(qualityAt(1921)).toBe('75');
    expect(qualityAt(3840)).toBe('75');
    expect(qualityAt(399)).toBe('90');
    expect(qualityAt(320)).toBe('90');
  });
  it('uses 95 for logos and icons at every width', () => {
    expect(qualityAt(64, 'logo')).toBe('95');
    expect(qualityAt(2400, 'icon')).toBe('95');
  });
});

describe('media host', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is unset by default and read from MEDIA_HOST, normalised', () => {
    vi.stubEnv('MEDIA_HOST', '');
    expect(onMediaHost(`https://${MEDIA}/a.jpg`)).toBe(false);
    vi.stubEnv('MEDIA_HOST', '  ');
    expect(onMediaHost(`https://${MEDIA}/a.jpg`)).toBe(false);
    vi.stubEnv('MEDIA_HOST', 'https://Media.Example.com/');
    expect(onMediaHost(`https://${MEDIA}/a.jpg`)).toBe(true);
  });
  it('takes only absolute URLs on the host or its subdomains', () => {
    expect(onMediaHost(`https://${MEDIA}/uploads/a.jpg`, MEDIA)).toBe(true);
    expect(onMediaHost(`https://cdn.${MEDIA}/uploads/a.jpg`, MEDIA)).toBe(true);
    expect(onMediaHost('https://evilmedia.example.com/a.jpg', MEDIA)).toBe(false);
    expect(onMediaHost('/illustrations/a.svg', MEDIA)).toBe(false);
  });
});

describe('createImageLoader', () => {
  const loader = createImageLoader({ mediaHost: MEDIA, aspectRatio: 0.625 });

  it('sends local images through Next’s optimizer with the quality rule', () => {
    expect(loader({ src: '/illustrations/a.png', width: 320 })).toBe(
      '/_next/image?url=%2Fillustrations%2Fa.png&w=320&q=90',
    );
    expect(loader({ src: '/illustrations/a.png', width: 1024 })).toBe(
      '/_next/image?url=%2Fillustrations%2Fa.png&w=1024&q=85',
    );
  });

  it('builds media-host URLs: w, h from the aspect ratio, q, format, progressive, fit and auto=compress', () => {
    const url = new URL(loader({ src: `https://${MEDIA}/uploads/battery.jpg?v=2`, width: 640 }));
    expect(url.pathname).toBe('/uploads/battery.jpg');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '2',
      w: '640',
      h: '400',
      q: '85',
      format: 'auto',
      progressive: 'true',
      fit: 'cover',
      auto: 'compress',
    });
  });

  it('neither crops nor sets a height without an aspect ratio', () => {
    const url = new URL(createImageLoader({ mediaHost: MEDIA })({ src: `https://${MEDIA}/a.jpg`, width: 320 }));
    expect(url.searchParams.get('q')).toBe('90');
    expect(url.searchParams.has('h')).toBe(false);
    expect(url.searchParams.has('fit')).toBe(false);
  });

  it('keeps an explicit quality and the logo rule', () => {
    expect(loader({ src: '/a.png', width: 640, quality: 75 })).toContain('&q=75');
    expect(createImageLoader({ kind: 'logo' })({ src: '/logo.png', width: 3840 })).toContain('&q=95');
  });
});

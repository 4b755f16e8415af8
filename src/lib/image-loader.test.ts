import { describe, expect, it } from 'vitest';
import {
  configuredMediaHost,
  createImageLoader,
  imageQuality,
  isMediaHostUrl,
  mediaImageUrl,
  nextOptimizerUrl,
} from './image-loader';

describe('imageQuality', () => {
  it('uses 85 by default', () => {
    expect(imageQuality(400)).toBe(85);
    expect(imageQuality(1280)).toBe(85);
    expect(imageQuality(1920)).toBe(85);
  });
  it('uses 75 above 1920 px and 90 below 400 px', () => {
    expect(imageQuality(1921)).toBe(75);
    expect(imageQuality(3840)).toBe(75);
    expect(imageQuality(399)).toBe(90);
    expect(imageQuality(320)).toBe(90);
  });
  it('uses 95 for logos and icons at every width', () => {
    expect(imageQuality(64, 'logo')).toBe(95);
    expect(imageQuality(2400, 'icon')).toBe(95);
  });
});

describe('media host', () => {
  it('is unset by default and normalised when set', () => {
    expect(configuredMediaHost(undefined)).toBeUndefined();
    expect(configuredMediaHost('  ')).toBeUndefined();
    expect(configuredMediaHost('https://Media.Example.com/')).toBe('media.example.com');
  });
  it('matches only absolute URLs on the host or its subdomains', () => {
    expect(isMediaHostUrl('https://media.example.com/uploads/a.jpg', 'media.example.com')).toBe(true);
    expect(isMediaHostUrl('https://cdn.media.example.com/uploads/a.jpg', 'media.example.com')).toBe(true);
    expect(isMediaHostUrl('https://evilmedia.example.com/a.jpg', 'media.example.com')).toBe(false);
    expect(isMediaHostUrl('/illustrations/a.svg', 'media.example.com')).toBe(false);
    expect(isMediaHostUrl('https://media.example.com/a.jpg', undefined)).toBe(false);
  });
});

describe('mediaImageUrl', () => {
  it('adds w, h, q, format, progressive, fit and auto=compress', () => {
    const url = new URL(
      mediaImageUrl('https://media.example.com/uploads/battery.jpg?v=2', { width: 640, height: 400, fit: 'cover' }),
    );
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
  it('adds blur and crop only when asked', () => {
    const url = new URL(
      mediaImageUrl('https://media.example.com/a.jpg', {
        width: 320,
        blur: 20,
        crop: 'entropy',
        progressive: false,
        compress: false,
      }),
    );
    expect(url.searchParams.get('q')).toBe('90');
    expect(url.searchParams.get('blur')).toBe('20');
    expect(url.searchParams.get('crop')).toBe('entropy');
    expect(url.searchParams.has('progressive')).toBe(false);
    expect(url.searchParams.has('auto')).toBe(false);
  });
});

describe('createImageLoader', () => {
  const loader = createImageLoader({ mediaHost: 'media.example.com', aspectRatio: 0.625 });

  it('sends local images through Next’s optimizer with the quality rule', () => {
    expect(loader({ src: '/illustrations/a.png', width: 320 })).toBe(nextOptimizerUrl('/illustrations/a.png', 320, 90));
    expect(loader({ src: '/illustrations/a.png', width: 1024 })).toBe(
      '/_next/image?url=%2Fillustrations%2Fa.png&w=1024&q=85',
    );
  });

  it('builds media-host URLs with the height from the aspect ratio', () => {
    const url = new URL(loader({ src: 'https://media.example.com/uploads/a.jpg', width: 1920 }));
    expect(url.searchParams.get('w')).toBe('1920');
    expect(url.searchParams.get('h')).toBe('1200');
    expect(url.searchParams.get('q')).toBe('85');
  });

  it('keeps an explicit quality and the logo rule', () => {
    expect(loader({ src: '/a.png', width: 640, quality: 75 })).toContain('&q=75');
    expect(createImageLoader({ kind: 'logo' })({ src: '/logo.png', width: 3840 })).toContain('&q=95');
  });
});

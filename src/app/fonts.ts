import localFont from 'next/font/local';

// Inter Variable, self-hosted from @fontsource-variable/inter (no request to a font CDN).
// The size-adjusted fallbacks (Arial, Roboto, DejaVu Sans, each regular and bold) come from
// src/lib/font-fallbacks.ts, not from next/font, whose own covers Arial regular only.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: false,
});

import localFont from 'next/font/local';

// Inter Variable, self-hosted from @fontsource-variable/inter (no request to a font CDN).
// next/font generates a size-adjusted Arial fallback, so the swap does not shift the layout.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

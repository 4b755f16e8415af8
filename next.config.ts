import type { NextConfig } from 'next';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  allPathsExcept,
  nonPagePolicyHeader,
  routesWithOwnPolicy,
  securityHeaders,
  staffAreaHeaders,
  staticAssetHeaders,
} from './src/server/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // One copy of Kysely for every server bundle: the database handle is shared across bundles
  // (src/server/db/index.ts), and the dialect is told by its adapter's class (instanceof).
  serverExternalPackages: ['kysely'],
  // `forbidden()` in the staff area's guard (src/server/auth/staff-session.ts) renders a 403 page.
  experimental: { authInterrupts: true },
  reactStrictMode: true,
  // Pages regenerated after a price publish live in memory with the policy of their own scripts
  // (src/server/page-cache/handler.mjs, docs/decisions.md).
  cacheHandler: path.join(process.cwd(), 'src/server/page-cache/handler.mjs'),
  // On for the embedded default; set COMPRESS=false behind a proxy or CDN that compresses.
  compress: process.env.COMPRESS !== 'false',
  // The company media host for images (src/lib/image-loader.ts), inlined for the image component.
  env: { MEDIA_HOST: process.env.MEDIA_HOST ?? '' },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [320, 640, 768, 1024, 1280, 1920],
    imageSizes: [32, 48, 64, 96, 128, 256],
    qualities: [75, 85, 90, 95],
    minimumCacheTTL: 3600,
  },
  async redirects() {
    // One canonical URL per page: the aliases redirect permanently, so links and search engines end on it.
    return [
      { source: '/home', destination: '/', permanent: true },
      { source: '/en/home', destination: '/en', permanent: true },
      { source: '/contact', destination: '/kontakt', permanent: true },
      { source: '/en/contact', destination: '/en/kontakt', permanent: true },
    ];
  },
  async headers() {
    // Pages get their Content-Security-Policy from src/proxy.ts (script hashes per page).
    return [
      { source: allPathsExcept([]), headers: securityHeaders() },
      { source: allPathsExcept(routesWithOwnPolicy), headers: [nonPagePolicyHeader()] },
      { source: '/_next/static/:path*', headers: staticAssetHeaders() },
      ...staffAreaHeaders(),
    ];
  },
};

export default withNextIntl(nextConfig);

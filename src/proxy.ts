import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Pages only: skip API routes, Next internals and files with an extension (icons, robots.txt,
  // sitemap.xml, fonts, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};

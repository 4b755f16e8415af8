import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/intern', '/en/intern'] }],
    sitemap: `${siteOrigin()}/sitemap.xml`,
  };
}

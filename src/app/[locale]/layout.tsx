import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { company } from '@/content/company';
import { generateLocaleParams, resolveLocale, type LocaleParams } from '@/i18n/server';
import { siteOrigin } from '@/lib/site-url';
import { inter } from '../fonts';

export const generateStaticParams = generateLocaleParams;
// Only the two locales exist; any other first segment is a 404 without rendering anything.
export const dynamicParams = false;

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  applicationName: company.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0f766e',
  width: 'device-width',
  initialScale: 1,
};

/** The document of every page in its language; the public site and the staff area add their own frame. */
export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-screen flex-col">{children}</body>
    </html>
  );
}

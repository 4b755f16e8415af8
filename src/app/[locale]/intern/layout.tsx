import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { company } from '@/content/company';
import { resolveLocale, type LocaleParams } from '@/i18n/server';

// Signed-in pages: rendered per request (with the proxy's nonce policy), never pre-rendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Staff' });
  const title = t('title', { company: company.name });
  return { title: { template: `%s | ${title}`, default: title }, robots: { index: false, follow: false } };
}

/** The staff area: its own frames (sign-in pages, the office) below the document of its language. */
export default async function StaffAreaLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  await resolveLocale(params);
  return children;
}

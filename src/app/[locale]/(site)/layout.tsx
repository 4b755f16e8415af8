import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RevealObserver } from '@/components/layout/reveal-observer';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { ToastRegion } from '@/components/ui/toast-region';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { organizationJsonLd } from '@/components/seo/structured-data';

/** The public site's frame: skip link, header (with the two widgets), footer, toasts, company JSON-LD. */
export default async function SiteLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-navy-900 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      {/* No NextIntlClientProvider: client components get their strings and locale as props,
          so no i18n runtime is shipped to the browser. */}
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} />
      {/* Room below the footer, in its colour, for the phones' widget bar (widget-launchers.tsx):
          the last links scroll clear of it. */}
      <div
        aria-hidden="true"
        className="h-[calc(4.5rem+env(safe-area-inset-bottom))] bg-navy-900 md:hidden print:hidden"
      />
      <ToastRegion closeLabel={t('closeToast')} />
      <RevealObserver />
      <JsonLd data={organizationJsonLd(locale)} />
    </>
  );
}

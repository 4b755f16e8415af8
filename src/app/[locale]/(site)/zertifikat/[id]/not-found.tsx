import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';

/** An id no certificate has: say so plainly (the QR code may be forged or mistyped). */
export default async function UnknownCertificate() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'de';
  const t = await getTranslations({ locale, namespace: 'CertificateVerification' });
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-navy-900">{t('unknownHeading')}</h1>
      <p
        role="alert"
        className="mt-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
      >
        {t('unknown')}
      </p>
    </section>
  );
}

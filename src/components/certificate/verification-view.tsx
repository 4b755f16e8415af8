import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/ui/fact-list';
import type { Locale } from '@/i18n/locales';
import { cx } from '@/lib/cx';
import { formatDate, formatNumber } from '@/lib/format';

export type VerificationData = {
  number: string;
  kind: 'data-destruction' | 'recycling';
  issuedAt: string;
  count: number;
  totalWeightKg: number | null;
  revokedAt: string | null;
};

/**
 * The public check of a certificate's QR code: number, kind, date, count and whether it is valid
 * or was revoked. Nothing about the person or company it was issued to.
 */
export async function CertificateVerificationView({ data, locale }: { data: VerificationData; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CertificateVerification' });
  const facts = [
    { label: t('number'), value: data.number },
    { label: t('kind'), value: t(`kinds.${data.kind}`) },
    { label: t('issuedAt'), value: formatDate(data.issuedAt, locale) },
    { label: t(`count.${data.kind}`), value: formatNumber(data.count, locale) },
    ...(data.totalWeightKg !== null
      ? [
          {
            label: t('totalWeight'),
            value: `${formatNumber(data.totalWeightKg, locale, { maximumFractionDigits: 3 })} kg`,
          },
        ]
      : []),
  ];
  const revoked = data.revokedAt !== null;
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-navy-900">
        {t('heading')} <span className="whitespace-nowrap">{data.number}</span>
      </h1>
      <p
        role="status"
        className={cx(
          'mt-6 max-w-2xl rounded-lg border px-4 py-3 font-semibold',
          revoked ? 'border-rose-300 bg-rose-50 text-rose-900' : 'border-emerald-300 bg-emerald-50 text-emerald-900',
        )}
      >
        {revoked ? t('revoked', { date: formatDate(data.revokedAt!, locale) }) : t('valid')}
      </p>
      <FactList facts={facts} className="mt-6 max-w-2xl gap-y-2 sm:grid-cols-[14rem_1fr]" />
      <p className="mt-6 max-w-2xl text-sm text-slate-600">{t('privacy')}</p>
    </section>
  );
}

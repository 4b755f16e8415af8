import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/sections/page-hero';
import { company } from '@/content/company';
import { resolveLocale, type LocaleParams } from '@/i18n/server';

/**
 * Where a contact form sent without JavaScript lands after the lead was stored
 * (POST /api/contact answers 303 here). Not for search engines.
 */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale === 'en' ? 'en' : 'de', namespace: 'LeadResult' });
  return {
    title: { absolute: `${t('sentMetaTitle')} | ${company.name}` },
    description: t('sentTitle'),
    robots: { index: false, follow: true },
  };
}

export default async function LeadSentPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'LeadResult' });
  return (
    <PageHero
      hero={{
        badge: t('sentMetaTitle'),
        title: t('sentTitle'),
        lead: `${t('sentLead', { hours: company.openingHours.replyWithinHours })} ${t('sentNext', { phone: company.phone })}`,
        primary: { label: t('backHome'), href: '/' },
        secondary: { label: t('toContact'), href: '/kontakt' },
      }}
    />
  );
}

import { ArrowRight, CheckCircle2, UserRound } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { ContactInfoCards } from '@/components/contact/contact-info-cards';
import { ContactFormCard } from '@/components/contact/contact-form-card';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/sections/page-hero';
import { company } from '@/content/company';
import { contactSpecialisations } from '@/content/contact-page';
import { Link } from '@/i18n/navigation';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { initialsOf } from '@/lib/initials';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/kontakt');

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  const initials = initialsOf(company.managingDirector);

  return (
    <>
      <Breadcrumbs path="/kontakt" locale={locale} />
      <PageHero
        hero={{
          badge: t('badge'),
          title: t('title'),
          lead: t('lead'),
          primary: { label: t('callUs'), href: 'phone' },
          secondary: { label: t('formTitle'), href: '#anfrage' },
        }}
      />
      <section aria-labelledby="contact-cards-heading" className="pb-4">
        <div className="container-page">
          <h2 id="contact-cards-heading" className="sr-only">
            {t('cardsTitle')}
          </h2>
          <ContactInfoCards locale={locale} className="sm:grid-cols-2 lg:grid-cols-4" />
        </div>
      </section>
      <section id="anfrage" aria-labelledby="inquiry-heading" className="py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <ContactFormCard
            heading={
              <>
                <h2 id="inquiry-heading" className="text-2xl font-bold">
                  {t('formTitle')}
                </h2>
                <p className="mt-2 text-slate-600">{t('formIntro')}</p>
              </>
            }
            kind="contact-page"
            locale={locale}
            idPrefix="contact-page"
            confirmationHeading="h3"
          />
          <aside className="space-y-6">
            <div className="rounded-card border border-slate-200 bg-surface p-6">
              <h2 className="text-lg font-semibold">{t('contactPerson')}</h2>
              <div className="mt-4 flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white"
                >
                  {initials || <UserRound className="size-6" />}
                </span>
                <div>
                  <p className="font-semibold text-navy-900">{company.managingDirector}</p>
                  <p className="text-slate-600">{t('managingDirector')}</p>
                </div>
              </div>
            </div>
            <div className="rounded-card border border-slate-200 bg-white p-6">
              <h2 className="text-lg font-semibold">{t('specialisationsTitle')}</h2>
              <ul className="mt-4 space-y-1">
                {contactSpecialisations[locale].map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className="group flex min-h-10 items-center justify-between gap-3 rounded-md py-1 text-slate-700 hover:text-brand-800"
                    >
                      {item.label}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-card border border-brand-200 bg-brand-50 p-6">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <CheckCircle2 aria-hidden="true" className="size-5 text-brand-700" />
                {t('responseTitle')}
              </h2>
              <p className="mt-2 text-slate-700">
                {t('responseText', { hours: company.openingHours.replyWithinHours })}
              </p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

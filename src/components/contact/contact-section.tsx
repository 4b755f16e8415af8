import { getTranslations } from 'next-intl/server';
import { ContactFormCard } from './contact-form-card';
import type { Locale } from '@/i18n/locales';
import { ContactInfoCards } from './contact-info-cards';

/**
 * The shared contact section (id `contact`, the target of every call to action): 'Kontakt aufnehmen', the inquiry form
 * 'Senden Sie uns eine Nachricht' and four info cards. Used on the home page and the catalogue
 * pages; calls to action on those pages scroll here.
 */
export async function ContactSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactSection' });
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{t('intro')}</p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <ContactFormCard
            heading={<h3 className="text-xl font-semibold">{t('formTitle')}</h3>}
            kind="inquiry"
            locale={locale}
            idPrefix="inquiry"
            confirmationHeading="h4"
          />
          <ContactInfoCards locale={locale} className="content-start" />
        </div>
      </div>
    </section>
  );
}

import { Clock, Mail, MapPin, Phone } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { footerCompanyLinks, footerLegalLinks, footerServiceLinks } from '@/content/navigation';
import { getRoute, type RoutePath } from '@/content/routes';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { BrandMark } from './brand-mark';

const footerLink = 'inline-flex min-h-8 items-center text-slate-300 hover:text-white hover:underline';

/** Links to pages of the registry, labelled as the registry names them. */
function RouteLinks({ paths, locale, className }: { paths: readonly RoutePath[]; locale: Locale; className: string }) {
  return (
    <ul className={className}>
      {paths.map((path) => (
        <li key={path}>
          <Link href={path} prefetch={false} className={footerLink}>
            {getRoute(path).label[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterLinkList({ title, paths, locale }: { title: string; paths: readonly RoutePath[]; locale: Locale }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <RouteLinks paths={paths} locale={locale} className="mt-4 space-y-1.5" />
    </div>
  );
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const hours = company.openingHours;
  const year = new Date().getFullYear();

  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark className="size-8" />
            {company.name}
          </p>
          <p className="max-w-xs text-sm leading-relaxed">{t('tagline')}</p>
          <div>
            <h2 className="sr-only">{t('social')}</h2>
            <ul className="flex flex-wrap gap-2">
              {company.socialLinks.map((social) => (
                <li key={social.platform}>
                  <a
                    href={social.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t('socialLink', { platform: social.label })}
                    className="inline-flex min-h-9 items-center rounded-md border border-white/20 px-2.5 text-xs font-semibold text-slate-200 hover:border-white hover:text-white"
                  >
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <FooterLinkList title={t('services')} paths={footerServiceLinks} locale={locale} />
        <FooterLinkList title={t('company')} paths={footerCompanyLinks} locale={locale} />

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('contact')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <span>
                <span className="sr-only">{t('address')}: </span>
                {company.legalName}
                <br />
                {company.street}
                <br />
                {company.postalCode} {company.city}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <span>
                <span className="sr-only">{t('phone')}: </span>
                <a href={company.phoneHref} className={footerLink}>
                  {company.phoneDisplay}
                </a>
              </span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <span>
                <span className="sr-only">{t('email')}: </span>
                <a href={`mailto:${company.email}`} className={footerLink}>
                  {company.email}
                </a>
              </span>
            </p>
          </address>
          <h3 className="mt-6 flex items-center gap-2 text-sm font-semibold text-white">
            <Clock aria-hidden="true" className="size-4 text-brand-200" />
            {t('openingHours')}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt>{t('weekdays')}</dt>
            <dd className="tabular">
              {t('hoursValue', { opens: hours.weekdays.opens, closes: hours.weekdays.closes })}
            </dd>
            <dt>{t('saturday')}</dt>
            <dd>{t('byAppointment')}</dd>
            <dt>{t('sunday')}</dt>
            <dd>{t('closed')}</dd>
          </dl>
          <p className="mt-2 text-sm">{t('replyPromise', { hours: hours.replyWithinHours })}</p>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year, company: company.legalName })}</p>
          <nav aria-label={t('legal')}>
            <RouteLinks paths={footerLegalLinks} locale={locale} className="flex flex-wrap gap-x-5 gap-y-1" />
          </nav>
        </div>
        <p className="container-page pb-6 text-xs text-slate-400">{t('priceNote')}</p>
      </div>
    </footer>
  );
}

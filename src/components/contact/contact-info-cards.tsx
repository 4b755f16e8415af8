import { Clock, Mail, MapPin, Phone } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';

/** The four contact cards (address, phone, e-mail, opening hours), from the company facts. */
export async function ContactInfoCards({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'ContactSection' });
  const hours = company.openingHours;
  const cards = [
    {
      icon: MapPin,
      title: t('address'),
      body: (
        <address className="not-italic">
          {company.legalName}
          <br />
          {company.street}
          <br />
          {company.postalCode} {company.city}
        </address>
      ),
    },
    {
      icon: Phone,
      title: t('phone'),
      body: (
        <a href={company.phoneHref} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {company.phoneDisplay}
        </a>
      ),
    },
    {
      icon: Mail,
      title: t('email'),
      body: (
        <a
          href={`mailto:${company.email}`}
          className="font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
        >
          {company.email}
        </a>
      ),
    },
    {
      icon: Clock,
      title: t('openingHours'),
      body: (
        <ul>
          <li className="tabular">{t('weekdays', { opens: hours.weekdays.opens, closes: hours.weekdays.closes })}</li>
          <li>{t('saturday')}</li>
          <li>{t('sunday')}</li>
          <li className="mt-1 text-sm text-slate-600">{t('replyPromise', { hours: hours.replyWithinHours })}</li>
        </ul>
      ),
    },
  ];
  return (
    <ul className={cn('grid gap-4', className)}>
      {cards.map(({ icon: IconComponent, title, body }) => (
        <li key={title} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
            <IconComponent aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-navy-900">{title}</h3>
            <div className="mt-1 text-slate-700">{body}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

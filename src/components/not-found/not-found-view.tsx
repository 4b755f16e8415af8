import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';

/** The 404 message with the ways on: two overview pages, the home page and the contact page. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className="container-page py-20 sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t('description')}</p>
      <ul className="mt-6 space-y-2">
        <li>
          <Link href="/elektronische-bauteile" className="text-brand-700 underline underline-offset-4">
            {t('services')}
          </Link>
        </li>
        <li>
          <Link href="/erneuerbare-energien-ankauf" className="text-brand-700 underline underline-offset-4">
            {t('renewables')}
          </Link>
        </li>
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/" className={buttonVariants()}>
          {t('home')}
        </Link>
        <Link href="/kontakt" className={buttonVariants({ variant: 'secondary' })}>
          {t('contact')}
        </Link>
      </div>
    </section>
  );
}

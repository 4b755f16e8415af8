import { getLocale, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { localizedPath } from '@/lib/site-url';

/** The 403 page of the staff area (`forbidden()` in requireStaffPage: signed in, without the permission). */
export default async function StaffForbidden() {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return (
    <main id="inhalt" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4">
      <div className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center">
        <h1 className="text-2xl font-bold text-navy-900">{t('forbidden.title')}</h1>
        <p className="mt-2 text-slate-700">{t('forbidden.text')}</p>
        <a href={localizedPath('/intern', locale)} className={`${buttonVariants({ variant: 'primary' })} mt-6`}>
          {t('forbidden.back')}
        </a>
      </div>
    </main>
  );
}

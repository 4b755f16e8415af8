import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { isLocale } from '@/i18n/locales';

// In production unknown paths never get here: src/proxy.ts answers them with the pre-rendered
// page of seite-nicht-gefunden. This boundary serves `next dev` and notFound() calls.
export default async function NotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={isLocale(locale) ? locale : 'de'} />;
}

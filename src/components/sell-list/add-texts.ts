import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { AddControllerTexts } from './add-controller';

/** The add controller's toasts in the page's language, resolved on the server. */
export async function addControllerTexts(locale: Locale): Promise<AddControllerTexts> {
  const t = await getTranslations({ locale, namespace: 'SellList' });
  return {
    addedTitle: t('addedTitle'),
    addedOne: t.raw('addedOne') as string,
    addedMany: t.raw('addedMany') as string,
    addedAgain: t.raw('addedAgain') as string,
    failed: t('addFailed'),
  };
}

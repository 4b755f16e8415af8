import { ContentPageView } from '@/components/sections/content-page-view';
import { bitcoinMinerRecyclingPage } from '@/content/pages/bitcoin-miner-recycling';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/bitcoin-miner-recycling');

export default async function BitcoinMinerRecyclingPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <ContentPageView path="/bitcoin-miner-recycling" locale={locale} content={bitcoinMinerRecyclingPage[locale]} />
  );
}

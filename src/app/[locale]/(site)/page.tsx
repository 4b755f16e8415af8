import { HomePageView } from '@/components/home/home-page-view';
import { homeContent } from '@/content/home';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/', (locale) => ({ keywords: homeContent[locale].keywords }));

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <HomePageView locale={locale} content={homeContent[locale]} />;
}

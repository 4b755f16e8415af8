import { isLocale, locales } from '@/i18n/locales';
import { catalogueSearchDocuments } from '@/content/catalogue/search-documents';

/**
 * The instant search's index: a small static JSON file per language (/preissuche/suchindex,
 * /en/preissuche/suchindex), pre-rendered at build, fetched by the hubs' search box on first focus.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(catalogueSearchDocuments(locale), {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}

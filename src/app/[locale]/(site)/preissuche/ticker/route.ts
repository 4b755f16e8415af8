import { tickerData } from '@/components/widgets/ticker-entries';
import { isLocale, locales } from '@/i18n/locales';

/**
 * The quick-contact panel's price ticker (/preissuche/ticker, /en/preissuche/ticker): pre-rendered
 * at build, regenerated when prices are published, fetched when the panel opens.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(tickerData(locale), { headers: { 'Cache-Control': 'public, max-age=60' } });
}

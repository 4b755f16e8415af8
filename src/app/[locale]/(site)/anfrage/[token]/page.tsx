import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SellRequestStatusView } from '@/components/sell-request-status/status-view';
import { resolveLocale } from '@/i18n/server';
import { getDatabase } from '@/server/db';
import { findSellRequestByToken } from '@/server/sell-requests/view';
import { isStatusToken } from '@/server/sell-requests/status-token';
import { statusPageModel } from '@/server/sell-requests/status-page';

/**
 * A sell request's status page, `/anfrage/<token>`: rendered per request (it reads the database),
 * never indexed (robots here; it is in neither the route registry nor the sitemap). The token is
 * the only key; an unknown one is the 404 page.
 */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'SellRequest' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function SellRequestStatusPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  if (!isStatusToken(token)) notFound();
  const view = await findSellRequestByToken((await getDatabase()).db, token);
  if (!view) notFound();
  const notice = (await searchParams).notice;
  return (
    <SellRequestStatusView
      data={statusPageModel(view, { token, locale, notice: Array.isArray(notice) ? notice[0] : notice })}
    />
  );
}

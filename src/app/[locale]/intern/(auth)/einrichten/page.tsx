import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { isSetupTokenOpen } from '@/server/auth/setup-token';
import { getDatabase } from '@/server/db';
import { firstParam } from '@/server/staff/search-params';
import type { StaffSearchParams } from '../../(office)/page-notice';
import { AccountForm } from '../account-form';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return { title: t('setup.title') };
}

/**
 * The first administrator, from the link the server printed at start. A 404 for any other token
 * and for every token once an account exists, so the page says nothing to anyone else.
 */
export default async function SetupPage({ params, searchParams }: LocaleParams & { searchParams: StaffSearchParams }) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const token = firstParam(query.token) ?? '';
  if (!token || !(await isSetupTokenOpen((await getDatabase()).db, token))) notFound();
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">{t('setup.title')}</h1>
      <AccountForm locale={locale} mode="setup" token={token} intro={t('setup.intro')} />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { TotpEnrolment } from '@/components/staff/auth/totp-enrolment';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { localizedPath } from '@/lib/site-url';
import { getStaffSessionState } from '@/server/auth/staff-session';
import { authTexts } from '../auth-texts';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return { title: t('totp.title') };
}

/** TOTP enrolment of a signed-in account that has none yet; nothing else is open to it before. */
export default async function TwoFactorPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const state = await getStaffSessionState(await headers());
  if (state.kind === 'none') redirect(`${localizedPath('/intern/anmelden', locale)}?next=%2Fintern`);
  if (state.kind === 'ok') redirect(localizedPath('/intern', locale));
  const { t, errors, totp } = await authTexts(locale);
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">{t('totp.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-700">{t('totp.intro')}</p>
      <TotpEnrolment labels={totp} errors={errors} doneHref={localizedPath('/intern', locale)} />
    </>
  );
}

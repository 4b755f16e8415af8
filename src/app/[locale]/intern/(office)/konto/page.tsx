import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasskeyManager } from '@/components/staff/auth/passkey-manager';
import { SignOutButtons } from '@/components/staff/auth/sign-out-buttons';
import { StaffCard } from '@/components/staff/staff-card';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { listPasskeys } from '@/server/auth/staff-members';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { authTexts } from '../../(auth)/auth-texts';
import { OfficeFrame } from '../office-frame';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return { title: t('konto.title') };
}

/** The member's own account: details, passkeys, signing out here or everywhere. */
export default async function AccountPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, undefined, staffPaths.account);
  const passkeys = await listPasskeys((await getDatabase()).db, session.userId);
  const { t, errors, passkeys: passkeyLabels, signOut } = await authTexts(locale);
  return (
    <OfficeFrame locale={locale} session={session} section="account">
      <h1 className="text-2xl font-bold text-navy-900">{t('konto.title')}</h1>
      <div className="mt-4 grid max-w-3xl gap-4">
        <StaffCard title={t('konto.details')} id="details">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">{t('konto.name')}</dt>
            <dd>{session.name}</dd>
            <dt className="font-medium text-slate-700">{t('konto.email')}</dt>
            <dd>{session.email}</dd>
            <dt className="font-medium text-slate-700">{t('konto.role')}</dt>
            <dd>{t(`roles.${session.role}`)}</dd>
          </dl>
        </StaffCard>
        <StaffCard title={t('konto.passkeysTitle')} id="passkeys">
          <p className="mb-3 text-sm text-slate-700">{t('konto.passkeysIntro')}</p>
          <PasskeyManager labels={passkeyLabels} errors={errors} initial={passkeys} />
        </StaffCard>
        <StaffCard title={t('konto.sessionsTitle')} id="sessions">
          <p className="mb-3 text-sm text-slate-700">{t('konto.sessionsIntro')}</p>
          <SignOutButtons
            labels={signOut}
            signInHref={staffHref(staffPaths.signIn, locale)}
            errorText={errors.generic}
          />
        </StaffCard>
      </div>
    </OfficeFrame>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { findOpenInvitation } from '@/server/auth/invitations';
import { getDatabase } from '@/server/db';
import { firstParam } from '@/server/staff/search-params';
import type { StaffSearchParams } from '../../(office)/page-notice';
import { AccountForm } from '../account-form';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return { title: t('invitation.title') };
}

/** Accepting an invitation: name and password, then the required TOTP enrolment. */
export default async function InvitationPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: StaffSearchParams }) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const token = firstParam(query.token) ?? '';
  const invitation = token ? await findOpenInvitation((await getDatabase()).db, token) : null;
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">
        {invitation?.user_id ? t('invitation.resetTitle') : t('invitation.title')}
      </h1>
      {invitation ? (
        <AccountForm
          locale={locale}
          mode="invitation"
          token={token}
          intro={
            invitation.user_id
              ? t('invitation.resetIntro', { email: invitation.email })
              : t('invitation.intro', { email: invitation.email, role: t(`roles.${invitation.role}`) })
          }
        />
      ) : (
        <p role="alert" className="mt-4 text-slate-800">
          {t('errors.invalidLink')} {t('invitation.askForNew')}
        </p>
      )}
    </>
  );
}

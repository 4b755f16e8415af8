import { NewAccountForm } from '@/components/staff/auth/new-account-form';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import { STAFF_PASSWORD_MIN_LENGTH } from '@/server/auth/staff-policy';
import { authTexts } from './auth-texts';

/** A new account (the first administrator's, or an invited member's) and then its TOTP enrolment. */
export async function AccountForm({
  locale,
  mode,
  token,
  intro,
}: {
  locale: Locale;
  mode: 'setup' | 'invitation';
  token: string;
  intro: string;
}) {
  const { errors, totp, account } = await authTexts(locale);
  return (
    <NewAccountForm
      intro={intro}
      mode={mode}
      token={token}
      minPasswordLength={STAFF_PASSWORD_MIN_LENGTH}
      labels={account}
      totpLabels={totp}
      errors={errors}
      doneHref={localizedPath('/intern', locale)}
    />
  );
}

import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ErrorLabels } from '@/components/staff/auth/labels';
import type { TotpLabels } from '@/components/staff/auth/totp-enrolment';
import type { Locale } from '@/i18n/locales';
import { STAFF_PASSWORD_MIN_LENGTH } from '@/server/auth/staff-policy';

/** The texts of the sign-in islands, from the StaffAuth messages (islands get strings, no i18n runtime). */
export async function authTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  const errors: ErrorLabels = {
    generic: t('errors.generic'),
    rateLimited: t('errors.rateLimited'),
    invalidCredentials: t('errors.invalidCredentials'),
    invalidCode: t('errors.invalidCode'),
    codeUsed: t('errors.codeUsed'),
    wrongPassword: t('errors.wrongPassword'),
    passkeyFailed: t('errors.passkeyFailed'),
    passkeyUnsupported: t('errors.passkeyUnsupported'),
    invalidLink: t('errors.invalidLink'),
    accountExists: t('errors.accountExists'),
    passwordTooShort: t('errors.passwordTooShort', { min: STAFF_PASSWORD_MIN_LENGTH }),
    nameRequired: t('errors.nameRequired'),
    emailInvalid: t('errors.emailInvalid'),
    wrongProof: t('errors.wrongProof'),
  };
  const totp: TotpLabels = {
    passwordPrompt: t('totp.passwordPrompt'),
    password: t('signIn.password'),
    start: t('totp.start'),
    scan: t('totp.scan'),
    qrLabel: t('totp.qrLabel'),
    secret: t('totp.secret'),
    code: t('totp.code'),
    confirm: t('totp.confirm'),
    backupTitle: t('totp.backupTitle'),
    backupIntro: t('totp.backupIntro'),
    continue: t('totp.continue'),
    copy: t('totp.copy'),
    copied: t('totp.copied'),
    download: t('totp.download'),
    print: t('totp.print'),
    fileName: t('totp.fileName'),
  };
  const account = {
    name: t('account.name'),
    email: t('account.email'),
    password: t('account.password'),
    passwordHint: t('account.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH }),
    submit: t('account.submit'),
    creating: t('account.creating'),
    created: t('account.created'),
  };
  return { t, errors, totp, account };
}

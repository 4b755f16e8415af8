import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ErrorLabels } from '@/components/staff/auth/labels';
import type { PasskeyLabels } from '@/components/staff/auth/passkey-manager';
import type { SignInLabels } from '@/components/staff/auth/sign-in-form';
import type { InviteLabels } from '@/components/staff/auth/team-forms';
import type { TotpLabels } from '@/components/staff/auth/totp-enrolment';
import type { Locale } from '@/i18n/locales';
import { STAFF_PASSWORD_MIN_LENGTH } from '@/server/auth/staff-policy';

/** The texts of the staff's account islands, from the StaffAuth messages (islands get strings, no i18n runtime). */
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
  const signIn: SignInLabels = {
    email: t('signIn.email'),
    password: t('signIn.password'),
    submit: t('signIn.submit'),
    checking: t('signIn.checking'),
    or: t('signIn.or'),
    passkey: t('signIn.passkey'),
    codeTitle: t('signIn.codeTitle'),
    codeIntro: t('signIn.codeIntro'),
    code: t('signIn.code'),
    backupIntro: t('signIn.backupIntro'),
    backupCode: t('signIn.backupCode'),
    confirm: t('signIn.confirm'),
    useBackup: t('signIn.useBackup'),
    useTotp: t('signIn.useTotp'),
    startOver: t('signIn.startOver'),
  };
  const passkeys: PasskeyLabels = {
    noPasskeys: t('konto.noPasskeys'),
    passkeyName: t('konto.passkeyName'),
    addPasskey: t('konto.addPasskey'),
    passkeyAdded: t('konto.passkeyAdded'),
    unnamedPasskey: t('konto.unnamedPasskey'),
    removePasskey: t('konto.removePasskey'),
    // {name} is filled in by the island, per passkey.
    removePasskeyLabel: t.raw('konto.removePasskeyLabel') as string,
    passkeyRemoved: t('konto.passkeyRemoved'),
    proof: t('konto.passkeyProof'),
    proofHint: t('konto.passkeyProofHint'),
  };
  const signOut = {
    signOut: t('konto.signOut'),
    signOutEverywhere: t('konto.signOutEverywhere'),
    removePasskeysToo: t('konto.removePasskeysToo'),
  };
  const invite: InviteLabels = {
    email: t('team.email'),
    role: t('team.role'),
    invite: t('team.invite'),
    inviting: t('team.inviting'),
    // {email} is filled in by the island.
    invited: t.raw('team.invited') as string,
    roles: { admin: t('roles.admin'), staff: t('roles.staff') },
  };
  return { t, errors, totp, account, signIn, passkeys, signOut, invite };
}

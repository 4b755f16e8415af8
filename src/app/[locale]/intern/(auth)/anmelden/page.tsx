import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/staff/auth/sign-in-form';
import { company } from '@/content/company';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { localizedHref } from '@/lib/site-url';
import { safeStaffPath } from '@/server/auth/safe-next';
import { getStaffSession } from '@/server/auth/staff-session';
import { authTexts } from '../auth-texts';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return { title: t('signInTitle') };
}

/** Sign-in: e-mail + password + TOTP code, or a passkey; back to `next` (a back-office path only). */
export default async function SignInPage({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const next = safeStaffPath(Array.isArray(query.next) ? query.next[0] : query.next) ?? '/intern';
  const nextHref = localizedHref(next, locale);
  if (await getStaffSession(await headers())) redirect(nextHref);
  const { t, errors, signIn } = await authTexts(locale);
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">{t('signInTitle')}</h1>
      {query.signedOut === '1' && (
        <p
          role="status"
          className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        >
          {t('signIn.signedOut')}
        </p>
      )}
      <p className="mt-1 mb-6 text-sm text-slate-700">{t('signIn.intro', { company: company.name })}</p>
      <SignInForm labels={signIn} errors={errors} nextHref={nextHref} />
    </>
  );
}

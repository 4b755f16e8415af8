import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FormNotice } from '@/components/staff/form-notice';
import { resolveLocale } from '@/i18n/server';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { acknowledgeDecision } from '@/server/sell-requests/decision';
import { fulfilmentPageModel } from '@/server/sell-requests/fulfilment-page';
import { OfficeFrame } from '../../../office-frame';
import type { StaffSearchParams } from '../../../page-notice';
import { CertificatesPanel } from './certificates-panel';
import { CreditNotePanel } from './credit-note-panel';
import { ReceiptForm } from './receipt-form';
import { ScheduleForm } from './schedule-form';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: StaffSearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'SellFulfilment' });
  return { title: t('metaTitle') };
}

/**
 * A sell request after the visitor accepted: pickup or shipping, goods received per line, the
 * credit note and its payment, the certificates. Every section is a plain form post that returns
 * here with a notice.
 */
export default async function FulfilmentPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const session = await requireStaffPage(locale, 'leads', staffPaths.fulfilment(id));
  const { db } = await getDatabase();
  const model = await fulfilmentPageModel(db, { leadId: id, locale, searchParams: await searchParams });
  if (!model) notFound();
  await acknowledgeDecision(db, id);
  const t = await getTranslations({ locale, namespace: 'SellFulfilment' });
  const tCard = await getTranslations({ locale, namespace: 'SellRequestStaff' });
  return (
    <OfficeFrame locale={locale} session={session} section="inbox">
      <a
        href={staffHref(staffPaths.lead(id), locale)}
        className="text-sm font-medium text-brand-800 underline underline-offset-2"
      >
        {t('back', { reference: model.reference })}
      </a>
      <h1 className="mt-3 text-2xl font-bold break-words text-navy-900">
        {t('title', { reference: model.reference })}
      </h1>
      <p className="mt-1 text-sm break-words text-slate-600">
        {[model.seller.company, model.seller.name, model.seller.vatId].filter(Boolean).join(' · ')}
      </p>
      <div className="mt-4 space-y-2">
        {model.notice && <FormNotice kind="success" text={t(`notices.${model.notice}`)} />}
        {model.error && <FormNotice kind="error" text={tCard(`errors.${model.error}`, { min: 1, max: 90 })} />}
      </div>
      <div className="mt-4 space-y-4">
        <ScheduleForm model={model} />
        <ReceiptForm model={model} />
        <CreditNotePanel model={model} />
        <CertificatesPanel model={model} />
      </div>
    </OfficeFrame>
  );
}

import type { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatCents } from '@/lib/format';
import type { StatusViewData } from './status-types';

type T = Awaited<ReturnType<typeof getTranslations<'SellRequest'>>>;

const link = 'font-semibold text-brand-800 underline underline-offset-2';
const day = (isoDay: string, locale: Locale) => formatDate(`${isoDay}T12:00:00Z`, locale);

/** After the acceptance: the agreed pickup or shipping with its notes. */
export function StatusSchedule({
  schedule,
  locale,
  t,
}: {
  schedule: StatusViewData['schedule'];
  locale: Locale;
  t: T;
}) {
  if (!schedule) return null;
  return (
    <div className="mt-4 max-w-3xl rounded-lg border border-brand-200 bg-brand-50 p-5" data-testid="status-schedule">
      <h3 className="font-semibold text-navy-900">{schedule.changed ? t('scheduleChanged') : t('scheduleTitle')}</h3>
      <p className="mt-1 font-medium text-navy-900">{schedule.sentence}</p>
      {schedule.instructions && (
        <p className="mt-2 break-words whitespace-pre-wrap text-slate-700">{schedule.instructions}</p>
      )}
      {schedule.notes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {schedule.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-500">{t('scheduleAt', { date: formatDate(schedule.at, locale) })}</p>
    </div>
  );
}

/** The credit note (amount, due day, paid) and the certificates, each as a PDF; certificates with their check page. */
export function StatusDocuments({
  creditNote,
  certificates,
  locale,
  t,
}: Pick<StatusViewData, 'creditNote' | 'certificates'> & { locale: Locale; t: T }) {
  if (!creditNote && certificates.length === 0) return null;
  return (
    <>
      <h2 className="mt-10 text-xl font-semibold text-navy-900">{t('documentsTitle')}</h2>
      <ul className="mt-4 max-w-3xl space-y-3">
        {creditNote && (
          <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="status-credit-note">
            <p className="font-semibold text-navy-900">{t('creditNote', { number: creditNote.number })}</p>
            <p className="text-sm text-slate-700">
              {t('creditNoteAmount', { amount: formatCents(creditNote.grossCents, locale) })} ·{' '}
              {creditNote.paidOn
                ? t('paidOn', { date: day(creditNote.paidOn, locale) })
                : t('dueOn', { date: day(creditNote.dueOn, locale) })}
            </p>
            <a href={creditNote.href} className={link}>
              {t('downloadPdf')}
            </a>
          </li>
        )}
        {certificates.map((certificate) => (
          <li key={certificate.number} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold text-navy-900">
              {t(`certificateKinds.${certificate.kind}`)}{' '}
              <span className="whitespace-nowrap">{certificate.number}</span>
            </p>
            <p className="text-sm text-slate-700">
              {certificate.revoked
                ? t('certificateRevoked')
                : t('certificateIssued', { date: formatDate(certificate.issuedAt, locale) })}
            </p>
            <span className="flex flex-wrap gap-x-4">
              <a href={certificate.href} className={link}>
                {t('downloadPdf')}
              </a>
              <a href={certificate.verifyHref} className={link}>
                {t('verifyCertificate')}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatDateTime, formatCents, formatNumber } from '@/lib/format';
import { EntryList } from './entry-list';
import { FactList } from '@/components/ui/fact-list';
import type { Fact } from '@/content/types';
import { euroInputValue } from './money-input';
import { FormNotice } from './form-notice';
import { HeaderRow } from './header-row';
import { StaffCard } from './staff-card';
import { LocaleField, StaffSubmitButton, staffFieldClass } from './staff-form-controls';

export type SellRequestCardData = {
  locale: Locale;
  company: string | null;
  vatId: string | null;
  lines: readonly {
    id: string;
    position: number;
    name: string;
    articleNumber: string | null;
    quantity: number;
    gradeLabel: string;
    notes: string | null;
    upTo: string | null;
  }[];
  handover: readonly Fact[];
  batteryLots: readonly { title: string; facts: string }[];
  batteryTotals: readonly string[];
  offer: {
    version: number;
    sentAt: string;
    validUntil: string;
    decidedAt: string | null;
    withdrawnAt: string | null;
    state: 'open' | 'expired' | 'accepted' | 'declined' | 'withdrawn';
    lines: Readonly<Record<string, { priceCents: number | null; declinedReason: string | null }>>;
    totalCents: number;
    basis: string | null;
  } | null;
  /** The visitor's decision no one has looked at yet. */
  decisionNews: 'accepted' | 'declined' | null;
  canSendOffer: boolean;
  validity: { readonly defaultDays: number; readonly minDays: number; readonly maxDays: number };
  declinedReasonMax: number;
  /** After an accepted offer: where the purchase stands, and its page. */
  fulfilment: {
    href: string;
    schedule: string | null;
    goodsReceivedAt: string | null;
    creditNote: { number: string; paidOn: string | null } | null;
    certificates: number;
  } | null;
  offerAction: string;
  notice: 'offer_sent' | null;
  error: string | null;
};

/**
 * The sell request on a lead's page, apart from the lead's own fields: its lines (with the
 * catalogue's "bis zu" price for reference), handover, the batteries' dangerous-goods facts, the
 * offer form (a binding unit price or a declined reason per line, a validity) and the progress
 * (goods received, paid). Plain form posts to /api/staff/sell-requests/<leadId>/…
 */
export async function SellRequestCard({ data }: { data: SellRequestCardData }) {
  const { locale, offer } = data;
  const t = await getTranslations({ locale, namespace: 'SellRequestStaff' });
  const euro = (cents: number) => formatCents(cents, locale);
  const column = 'py-2 pr-2';
  const offerState = offer
    ? offer.state === 'open' || offer.state === 'expired'
      ? t(`offerState.${offer.state}`)
      : t(`offerState.${offer.state}`, {
          date: formatDate(offer.decidedAt ?? offer.withdrawnAt ?? offer.sentAt, locale),
        })
    : null;
  return (
    <StaffCard title={t('title')} id="sell-request">
      <div className="space-y-5">
        {data.notice && <FormNotice kind="success" text={t(`notices.${data.notice}`)} />}
        {data.error && (
          <FormNotice
            kind="error"
            text={t(`errors.${data.error}` as 'errors.offer_invalid', {
              min: data.validity.minDays,
              max: data.validity.maxDays,
            })}
          />
        )}
        {/* "Accepted: set the pickup or shipping now" is news only until the handover is set. */}
        {data.decisionNews && !(data.decisionNews === 'accepted' && data.fulfilment?.schedule) && (
          <FormNotice kind="success" text={t(`decisionNews.${data.decisionNews}`)} />
        )}
        {(data.company || data.vatId) && (
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-500">{t('company')}</dt>
            <dd className="text-navy-900">{data.company ?? '–'}</dd>
            <dt className="font-medium text-slate-500">{t('vatId')}</dt>
            <dd className="text-navy-900">{data.vatId ?? '–'}</dd>
          </dl>
        )}

        <form method="post" action={data.offerAction} className="space-y-3">
          <LocaleField locale={locale} />
          <h3 className="text-base font-semibold text-navy-900">{t('linesTitle')}</h3>
          {/* On a phone the table scrolls inside this region, which keyboard users can focus and scroll. */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('linesTitle')}>
            <table
              className={`w-full ${data.canSendOffer ? 'min-w-[44rem]' : 'min-w-[36rem]'} border-collapse text-left text-sm`}
            >
              <thead>
                <HeaderRow
                  className="border-b border-slate-300"
                  cells={[
                    { label: t('columns.position'), className: column },
                    { label: t('columns.item'), className: column },
                    { label: t('columns.quantity'), className: `${column} text-right` },
                    { label: t('columns.grade'), className: column },
                    { label: t('columns.upTo'), className: column },
                    { label: t('columns.price'), className: column },
                    { label: t('columns.decline'), className: 'py-2' },
                  ]}
                />
              </thead>
              <tbody>
                {data.lines.map((line) => {
                  const current = offer?.lines[line.id];
                  const label = `${line.position + 1}. ${line.name}`;
                  return (
                    <tr key={line.id} className="border-b border-slate-200 align-top">
                      <td className="py-2 pr-2">{line.position + 1}</td>
                      <td className="py-2 pr-2">
                        <span className="font-medium text-navy-900">{line.name}</span>
                        <span className="block text-xs text-slate-500">{line.articleNumber ?? t('freeText')}</span>
                        {line.notes && (
                          <span className="block text-xs whitespace-pre-wrap text-slate-700">{line.notes}</span>
                        )}
                      </td>
                      <td className="py-2 pr-2 text-right">{formatNumber(line.quantity, locale)}</td>
                      <td className="py-2 pr-2">{line.gradeLabel}</td>
                      <td className="py-2 pr-2">{line.upTo === null ? '–' : line.upTo || t('byNegotiation')}</td>
                      {data.canSendOffer ? (
                        <>
                          <td className="py-2 pr-2">
                            <input
                              name={`price.${line.id}`}
                              inputMode="decimal"
                              aria-label={`${t('columns.price')}: ${label}`}
                              defaultValue={
                                current?.priceCents != null ? euroInputValue(current.priceCents, locale) : ''
                              }
                              className={`${staffFieldClass} w-28`}
                            />
                          </td>
                          <td className="py-2">
                            <input
                              name={`decline.${line.id}`}
                              maxLength={data.declinedReasonMax}
                              aria-label={`${t('columns.decline')}: ${label}`}
                              defaultValue={current?.declinedReason ?? ''}
                              className={staffFieldClass}
                            />
                          </td>
                        </>
                      ) : (
                        // The offer is decided (or not this member's to send): its prices as text, not dead fields.
                        <>
                          <td className="py-2 pr-2 tabular-nums">
                            {current?.priceCents != null ? euro(current.priceCents) : '–'}
                          </td>
                          <td className="py-2 break-words">{current?.declinedReason ?? ''}</td>
                        </>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {offer && (
            <p className="text-sm text-slate-700">
              {t('currentOffer', {
                version: offer.version,
                date: formatDateTime(offer.sentAt, locale),
                validUntil: formatDateTime(offer.validUntil, locale),
              })}{' '}
              · <strong>{offerState}</strong> · {t('total')}: {euro(offer.totalCents)}
              {offer.basis && <span className="block text-xs text-slate-500">{offer.basis}</span>}
            </p>
          )}
          {data.canSendOffer && (
            <div className="flex flex-wrap items-end gap-3">
              <p className="w-full text-sm text-slate-600">{t('offerHint')}</p>
              <label className="text-sm font-medium text-slate-700">
                {t('validDays')}
                <input
                  type="number"
                  name="validDays"
                  min={data.validity.minDays}
                  max={data.validity.maxDays}
                  defaultValue={data.validity.defaultDays}
                  className={`${staffFieldClass} w-28`}
                />
              </label>
              <StaffSubmitButton>
                {offer && offer.state !== 'declined' ? t('sendNewOffer') : t('sendOffer')}
              </StaffSubmitButton>
            </div>
          )}
        </form>

        <div>
          <h3 className="mb-2 text-base font-semibold text-navy-900">{t('handoverTitle')}</h3>
          <FactList facts={data.handover} />
        </div>

        <div>
          <h3 className="mb-1 text-base font-semibold text-navy-900">{t('dangerousGoodsTitle')}</h3>
          <p className="mb-2 text-xs text-slate-500">{t('dangerousGoodsHint')}</p>
          <EntryList
            empty={t('noBatteries')}
            entries={data.batteryLots.map((lot) => ({ key: lot.title, title: lot.title, meta: lot.facts }))}
          />
          {data.batteryTotals.length > 0 && (
            <p className="mt-2 text-sm font-medium text-navy-900">{data.batteryTotals.join(' · ')}</p>
          )}
        </div>

        {data.fulfilment && (
          <div>
            <h3 className="mb-2 text-base font-semibold text-navy-900">{t('progressTitle')}</h3>
            <FactList
              facts={[
                { label: t('progress.handover'), value: data.fulfilment.schedule ?? t('progress.open') },
                {
                  label: t('progress.goodsReceived'),
                  value: data.fulfilment.goodsReceivedAt
                    ? formatDateTime(data.fulfilment.goodsReceivedAt, locale)
                    : t('progress.open'),
                },
                {
                  label: t('progress.creditNote'),
                  value: data.fulfilment.creditNote
                    ? `${data.fulfilment.creditNote.number}${
                        data.fulfilment.creditNote.paidOn
                          ? ` · ${t('progress.paidOn', { date: formatDate(`${data.fulfilment.creditNote.paidOn}T12:00:00Z`, locale) })}`
                          : ''
                      }`
                    : t('progress.open'),
                },
                { label: t('progress.certificates'), value: String(data.fulfilment.certificates) },
              ]}
            />
            <a
              href={data.fulfilment.href}
              className="mt-3 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              {t('progress.open_page')}
            </a>
          </div>
        )}
      </div>
    </StaffCard>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatDateTime, formatEuro, formatNumber } from '@/lib/format';
import { EntryList } from './entry-list';
import { FormNotice } from './form-notice';
import { StaffCard } from './staff-card';
import { LocaleField, StaffSubmitButton, staffFieldClass } from './staff-form-controls';

type Fact = { label: string; value: string };

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
    sentAt: string;
    validUntil: string;
    decidedAt: string | null;
    state: 'open' | 'expired' | 'accepted' | 'declined';
    lines: Readonly<Record<string, { priceCents: number | null; declinedReason: string | null }>>;
    totalCents: number;
  } | null;
  canSendOffer: boolean;
  validity: { readonly defaultDays: number; readonly minDays: number; readonly maxDays: number };
  declinedReasonMax: number;
  progress: {
    goodsReceivedAt: string | null;
    paidAt: string | null;
    canMarkGoodsReceived: boolean;
    canMarkPaid: boolean;
  };
  offerAction: string;
  progressAction: string;
  notice: 'offer_sent' | 'goods_received' | 'paid' | null;
  error:
    | 'not_sell_request'
    | 'offer_invalid'
    | 'offer_accepted'
    | 'invalid_transition'
    | 'not_accepted'
    | 'goods_not_received'
    | 'already_marked'
    | null;
};

const euroInput = (cents: number, locale: Locale) =>
  formatNumber(cents / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * The sell request on a lead's page, apart from the lead's own fields: its lines (with the
 * catalogue's "bis zu" price for reference), handover, the batteries' dangerous-goods facts, the
 * offer form (a binding unit price or a declined reason per line, a validity) and the progress
 * (goods received, paid). Plain form posts to /api/staff/sell-requests/<leadId>/…
 */
export async function SellRequestCard({ data }: { data: SellRequestCardData }) {
  const { locale, offer } = data;
  const t = await getTranslations({ locale, namespace: 'SellRequestStaff' });
  const euro = (cents: number) => formatEuro(cents / 100, locale, { cents: true });
  const offerState = offer
    ? offer.state === 'accepted' || offer.state === 'declined'
      ? t(`offerState.${offer.state}`, { date: formatDate(offer.decidedAt ?? offer.sentAt, locale) })
      : t(`offerState.${offer.state}`)
    : null;
  return (
    <StaffCard title={t('title')} id="sell-request">
      <div className="space-y-5">
        {data.notice && <FormNotice kind="success" text={t(`notices.${data.notice}`)} />}
        {data.error && (
          <FormNotice
            kind="error"
            text={t(`errors.${data.error}`, { min: data.validity.minDays, max: data.validity.maxDays })}
          />
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
          <div className="overflow-x-auto">
            <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-2">
                    {t('columns.position')}
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {t('columns.item')}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    {t('columns.quantity')}
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {t('columns.grade')}
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {t('columns.upTo')}
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {t('columns.price')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('columns.decline')}
                  </th>
                </tr>
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
                      <td className="py-2 pr-2">
                        <input
                          name={`price.${line.id}`}
                          inputMode="decimal"
                          aria-label={`${t('columns.price')}: ${label}`}
                          defaultValue={current?.priceCents != null ? euroInput(current.priceCents, locale) : ''}
                          disabled={!data.canSendOffer}
                          className={`${staffFieldClass} w-28`}
                        />
                      </td>
                      <td className="py-2">
                        <input
                          name={`decline.${line.id}`}
                          maxLength={data.declinedReasonMax}
                          aria-label={`${t('columns.decline')}: ${label}`}
                          defaultValue={current?.declinedReason ?? ''}
                          disabled={!data.canSendOffer}
                          className={staffFieldClass}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {offer && (
            <p className="text-sm text-slate-700">
              {t('currentOffer', {
                date: formatDateTime(offer.sentAt, locale),
                validUntil: formatDateTime(offer.validUntil, locale),
              })}{' '}
              · <strong>{offerState}</strong> · {t('total')}: {euro(offer.totalCents)}
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
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
            {data.handover.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="font-medium text-slate-500">{fact.label}</dt>
                <dd className="break-words text-navy-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
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

        <div>
          <h3 className="mb-2 text-base font-semibold text-navy-900">{t('progressTitle')}</h3>
          <FactList
            facts={[
              {
                label: t('goodsReceived'),
                value: data.progress.goodsReceivedAt ? formatDateTime(data.progress.goodsReceivedAt, locale) : '–',
              },
              { label: t('paid'), value: data.progress.paidAt ? formatDateTime(data.progress.paidAt, locale) : '–' },
            ]}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            {data.progress.canMarkGoodsReceived && (
              <form method="post" action={data.progressAction}>
                <LocaleField locale={locale} />
                <input type="hidden" name="step" value="goods_received" />
                <StaffSubmitButton>{t('markGoodsReceived')}</StaffSubmitButton>
              </form>
            )}
            {data.progress.canMarkPaid && (
              <form method="post" action={data.progressAction}>
                <LocaleField locale={locale} />
                <input type="hidden" name="step" value="paid" />
                <StaffSubmitButton>{t('markPaid')}</StaffSubmitButton>
              </form>
            )}
          </div>
        </div>
      </div>
    </StaffCard>
  );
}

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-slate-500">{fact.label}</dt>
          <dd className="text-navy-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { formatEuro } from '@/lib/format';
import type { SellListTotal } from './sell-list-store';
import { fill } from '@/lib/fill';
import type { SellListPageProps } from './texts';

/** The indicative total: an upper bound from the "bis zu" prices, with what it leaves out and why. */
export function TotalCard({ total, props }: { total: SellListTotal; props: SellListPageProps }) {
  const { texts, locale } = props;
  return (
    <section
      aria-labelledby="sell-list-total-heading"
      className="rounded-card border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="sell-list-total-heading" className="text-lg font-semibold">
        {texts.totalHeading}
      </h2>
      {total.counted > 0 ? (
        <p data-testid="sell-list-total" className="mt-2 text-3xl font-bold text-brand-800 tabular">
          {fill(texts.totalValue, { amount: formatEuro(total.upTo, locale) })}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">{texts.totalNone}</p>
      )}
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {total.counted > 0 ? <li>{fill(texts.totalCounted, { count: total.counted })}</li> : null}
        {total.onRequest > 0 ? (
          <li data-testid="sell-list-on-request">{fill(texts.totalOnRequest, { count: total.onRequest })}</li>
        ) : null}
        {total.freeText > 0 ? <li>{fill(texts.totalFreeText, { count: total.freeText })}</li> : null}
      </ul>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">
        {fill(texts.totalNote, { date: props.priceDate })}{' '}
        <a href={props.links.terms} className="font-semibold text-brand-800 underline underline-offset-2">
          {texts.totalTermsLink}
        </a>
        .
      </p>
      <p data-testid="sell-list-binding" className="mt-2 text-sm leading-relaxed text-slate-700">
        {props.binding}
      </p>
    </section>
  );
}

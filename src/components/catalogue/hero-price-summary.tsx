import { getTranslations } from 'next-intl/server';
import { listedItems, maxPrice, shareGroups, type PriceList } from '@/content/catalogue';
import { claims } from '@/content/claims';
import { shareGoods } from '@/content/promises';
import type { Locale } from '@/i18n/locales';
import { formatListDate, formatNumber, formatPercent, formatUpTo } from '@/lib/format';

/** The right-hand card of a price page's hero (desktop): size, top price, rule and date of the list. */
export async function HeroPriceSummary({ list, locale }: { list: PriceList; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const facts: { label: string; value: string }[] = [];
  if (list.kind === 'products') {
    facts.push({ label: t('heroModels'), value: formatNumber(listedItems(list).length, locale) });
    facts.push({ label: t('heroTop'), value: formatUpTo(maxPrice(list), locale) });
    const groups = shareGroups(list);
    if (groups.length === 0) facts.push({ label: t('heroShareAny'), value: t('heroMarket') });
    for (const group of groups) {
      facts.push({
        label: t('heroShare', { goods: shareGoods[group][locale] }),
        value: t('heroShareValue', { percent: formatPercent(claims.shareOfNewPrice[group], locale) }),
      });
    }
  } else {
    facts.push({
      label: t('heroServices'),
      value: formatNumber(
        list.categories.reduce((sum, category) => sum + category.items.length, 0),
        locale,
      ),
    });
  }
  facts.push({ label: t('heroDate'), value: formatListDate(list.date, locale) });
  return (
    <div className="rounded-card border border-slate-200 bg-white p-8 shadow-sm">
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('heroSummary')}</p>
      <dl className="mt-6 grid gap-6">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col-reverse border-b border-slate-200 pb-4 last:border-0 last:pb-0"
          >
            <dt className="mt-1 text-slate-600">{fact.label}</dt>
            <dd className="text-2xl font-bold text-navy-900 tabular">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Info } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons';
import { accentStyles } from '@/components/sections/accent';
import { Section } from '@/components/sections/section';
import { shareGroups, type CatalogueCategory, type PriceList } from '@/content/catalogue';
import { promise } from '@/content/promises';
import type { Locale } from '@/i18n/locales';
import { TooltipController } from '@/components/ui/tooltip-controller';
import { SellListAddController } from '@/components/sell-list/add-controller';
import { addControllerTexts } from '@/components/sell-list/add-texts';
import { cn } from '@/lib/cn';
import { formatListDate } from '@/lib/format';
import { ProductPriceTable } from './product-price-table';
import { ServicePriceTable } from './service-price-table';

type Props = { id: string; title: string; intro?: string; list: PriceList; locale: Locale; tone?: 'plain' | 'muted' };

/**
 * The product section of a price or catalogue page: the indicative-price note and the date of the
 * price list right above the prices, then one card per category with its table.
 */
export async function PriceListSection({ id, title, intro, list, locale, tone = 'muted' }: Props) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const groups = shareGroups(list);
  const hasApproximate =
    list.kind === 'products' && list.categories.some((category) => category.items.some((item) => item.approximate));
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      {/* Times the column explanations ("Neupreis", "Bis zu") of the tables below. */}
      <TooltipController />
      {/* Turns the rows' "Auf die Ankaufsliste" links into adding to the visitor's list. */}
      {list.kind === 'products' ? <SellListAddController texts={await addControllerTexts(locale)} /> : null}
      <div
        role="note"
        className="flex gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 text-sm leading-relaxed text-navy-900 sm:p-5"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="space-y-1">
          <p>{list.kind === 'services' ? t('serviceNote') : t('indicativeNote')}</p>
          {list.kind === 'products' ? (
            <p>
              {groups.length > 0 ? t('ruleNote', { shares: promise.sharesOf(groups, locale) }) : t('marketNote')}
              {hasApproximate ? ` ${t('approximateNote')}` : null}
            </p>
          ) : null}
          <p className="font-semibold">
            <time dateTime={list.date}>{t('priceDate', { date: formatListDate(list.date, locale) })}</time>
          </p>
        </div>
      </div>
      <div className="mt-8 space-y-8">
        {list.kind === 'products'
          ? list.categories.map((category) =>
              categoryCard(category, locale, <ProductPriceTable category={category} locale={locale} />),
            )
          : list.categories.map((category) =>
              categoryCard(category, locale, <ServicePriceTable category={category} locale={locale} />),
            )}
      </div>
    </Section>
  );
}

function CategoryCard({
  id,
  name,
  note,
  icon,
  accent,
  children,
}: {
  id: string;
  name: string;
  note: string;
  icon: Parameters<typeof Icon>[0]['name'];
  accent: keyof typeof accentStyles;
  children: React.ReactNode;
}) {
  const styles = accentStyles[accent];
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-20 rounded-card border border-t-4 border-slate-200 bg-white shadow-sm', styles.border)}
    >
      <header className="flex items-start gap-4 p-5 sm:p-6">
        <span className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-lg', styles.icon)}>
          <Icon name={icon} className="size-6" />
        </span>
        <div>
          <h3 id={`${id}-title`} className="text-xl font-semibold">
            {name}
          </h3>
          <p className="mt-1 text-slate-600">{note}</p>
        </div>
      </header>
      <div className="px-3 pb-4 max-md:px-4 sm:pb-6 md:px-6">{children}</div>
    </article>
  );
}

/** One category of a list: its card with the name, note and icon, around its table. */
function categoryCard(
  category: Pick<CatalogueCategory, 'id' | 'name' | 'specialNote' | 'icon' | 'accent'>,
  locale: Locale,
  table: ReactNode,
) {
  return (
    <CategoryCard
      key={category.id}
      id={category.id}
      name={category.name[locale]}
      note={category.specialNote[locale]}
      icon={category.icon}
      accent={category.accent}
    >
      {table}
    </CategoryCard>
  );
}

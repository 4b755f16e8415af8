import { Info } from '@/components/icons';
import { AccentCard, AccentIcon } from '@/components/sections/accent-card';
import { accentStyles } from '@/components/sections/accent';
import { CheckList } from '@/components/sections/check-list';
import { CtaLink } from '@/components/sections/cta-link';
import type { ReactNode } from 'react';
import { Section } from '@/components/sections/section';
import type { CategoryCard, HomeContent } from '@/content/home/types';
import { cn } from '@/lib/cn';

/** Devices shown per card; the rest of the list is counted, not shown. */
const DEVICES_PER_CARD = 4;

/** The cards' own words, translated once per page. */
type CategoryCardTexts = { noteLabel: string; moreDevices: (count: number) => string };

type Props = CategoryCardTexts & {
  /** Name of the list (the section's title); on phones it is a swipeable row. */
  label: string;
  categories: CategoryCard[];
  devicesLabel: string;
};

/**
 * Category cards of the home sections (batteries, miners, medical technology, scooters,
 * semiconductors, CPU/RAM): icon, title, key facts, the first four devices, a note and a button.
 */
function CategoryCardGrid({ label, categories, devicesLabel, noteLabel, moreDevices }: Props) {
  // A row without links in it must take focus itself, so it can be scrolled by keyboard on phones.
  const focusable = categories.some((category) => category.cta);
  return (
    <ul
      aria-label={label}
      tabIndex={focusable ? undefined : 0}
      className="phone-rail grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {categories.map((category, index) => {
        const styles = accentStyles[category.accent];
        const shown = category.devices.slice(0, DEVICES_PER_CARD);
        const hidden = category.devices.length - shown.length;
        return (
          <AccentCard key={category.title} accent={category.accent} index={index}>
            <div className="flex items-center gap-3">
              <AccentIcon accent={category.accent} name={category.icon} large />
              <h3 className="text-xl font-semibold">{category.title}</h3>
            </div>

            <dl className="mt-5 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
              {category.specs.map((spec) => (
                <div
                  key={spec.label}
                  className="grid gap-0.5 px-3 py-2.5 min-[400px]:grid-cols-[7.5rem_minmax(0,1fr)] min-[400px]:gap-3"
                >
                  <dt className="text-slate-600">{spec.label}</dt>
                  <dd className="font-semibold text-navy-900 tabular">{spec.value}</dd>
                </div>
              ))}
            </dl>

            <p className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">{devicesLabel}</p>
            <CheckList items={shown} className="mt-2 space-y-1.5 text-slate-700" iconClassName="mt-1 size-4" />
            {hidden > 0 ? <p className="mt-1.5 pl-6 text-sm text-slate-600">{moreDevices(hidden)}</p> : null}

            {category.specialNote ? (
              <p className={cn('mt-5 flex items-start gap-2 rounded-lg p-3 text-sm text-slate-700', styles.soft)}>
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-700" />
                <span>
                  <span className="sr-only">{noteLabel}: </span>
                  {category.specialNote}
                </span>
              </p>
            ) : null}

            {category.cta ? (
              <div className="mt-auto pt-6">
                <CtaLink cta={category.cta} variant="secondary" className="w-full" />
              </div>
            ) : null}
          </AccentCard>
        );
      })}
    </ul>
  );
}

/** A home section of category cards: its heading and intro, the cards, then what `children` adds. */
export function CategorySection({
  id,
  section,
  tone,
  texts,
  children,
}: {
  id: string;
  section: HomeContent['lithium'];
  tone?: 'muted';
  texts: CategoryCardTexts;
  children?: ReactNode;
}) {
  return (
    <Section id={id} title={section.title} intro={section.intro} tone={tone}>
      <CategoryCardGrid
        label={section.title}
        categories={section.categories}
        devicesLabel={section.devicesLabel}
        {...texts}
      />
      {children}
    </Section>
  );
}

import { CheckCircle2 } from '@/components/icons';
import { Icon } from '@/components/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AboutTab } from '@/content/home/types';
import { contentText, figureBasisNote } from '@/content/promises';
import type { Locale } from '@/i18n/locales';

/**
 * The about tabs: a real tablist (arrow keys, Home/End, roving focus). The panels
 * are rendered here on the server and all of them stay in the HTML, inactive ones hidden, so
 * their text is indexable. Without JavaScript every panel is shown one below the other.
 */
export function AboutTabs({ tabs, label, locale }: { tabs: AboutTab[]; label: string; locale: Locale }) {
  const [first] = tabs;
  if (!first) return null;
  return (
    <Tabs defaultValue={first.id}>
      {/* Two equal columns below lg (the last tab spans both), one row from lg: never ragged. */}
      <TabsList
        aria-label={label}
        className="grid grid-cols-2 lg:flex lg:flex-nowrap [&>*:last-child:nth-child(odd)]:col-span-2 [@media(scripting:none)]:hidden"
      >
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.id}
            value={tab.id}
            className="inline-flex items-center justify-center gap-2 text-center max-sm:px-2 lg:flex-1"
          >
            <Icon name={tab.icon} className="size-4" />
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => {
        // What the panel's figures count (recovery rate, share reused, 2024 balance), under them.
        const basis = figureBasisNote(contentText(tab), locale);
        return (
          <TabsContent
            key={tab.id}
            value={tab.id}
            className="rounded-card border border-slate-200 bg-white p-6 shadow-sm focus-visible:outline-2 data-[state=inactive]:hidden sm:p-8 lg:grid lg:grid-cols-[1fr_1.1fr] lg:gap-10 [@media(scripting:none)]:!grid"
          >
            <div>
              {/* The page anchor of the topic (/#mission): Tabs opens the panel it is in. */}
              <h3 id={tab.anchor} className="scroll-mt-24 text-2xl font-bold tracking-tight">
                {tab.title}
              </h3>
              <p className="mt-4 text-lg leading-relaxed text-slate-600">{tab.description}</p>
            </div>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:mt-0">
              {tab.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-3 rounded-lg bg-surface p-4 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {highlight}
                </li>
              ))}
            </ul>
            {basis ? (
              <p className="mt-6 text-sm leading-relaxed text-slate-600 lg:col-span-2 lg:mt-8">{basis}</p>
            ) : null}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

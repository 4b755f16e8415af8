import { getTranslations } from 'next-intl/server';
import { ContactSection } from '@/components/contact/contact-section';
import { BadgeList } from '@/components/sections/badge-list';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureCardGrid } from '@/components/sections/feature-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { SmartImage } from '@/components/ui/smart-image';
import type { HomeContent } from '@/content/home/types';
import type { Locale } from '@/i18n/locales';
import { AboutTabs } from './about-tabs';
import { CategorySection } from './category-card-grid';
import { GalleryGrid } from './gallery-grid';
import { HowItWorks } from './how-it-works';
import { RecoveryBenefits } from './recovery-benefits';
import { SectionActions } from './section-actions';
import { StatsBand } from './stats-band';
import { TeaserSection } from './teaser-section';

/**
 * The home page. Every section carries its fixed anchor id (src/content/home/anchors.ts: links
 * elsewhere and the quick-contact widget point at them); all copy comes from src/content/home.
 * Server-rendered throughout: the only client islands are the about tabs' Radix root, the images
 * and the shared contact form.
 */
export async function HomePageView({ locale, content }: { locale: Locale; content: HomeContent }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const cards = { noteLabel: t('note'), moreDevices: (count: number) => t('moreDevices', { count }) };
  const { hero, about, stats, lithium, miners, gallery, services, medical, scooter, semiconductors, cpuRam } = content;

  return (
    <>
      <PageHero id="home" hero={hero}>
        <SmartImage
          src={hero.image.src}
          width={hero.image.width}
          height={hero.image.height}
          alt={hero.image.alt}
          kind="illustration"
          loading="eager"
          sizes="(min-width: 1280px) 520px, 40vw"
          frameClassName="rounded-2xl border border-slate-200 shadow-sm"
        />
      </PageHero>

      <HowItWorks content={content.howItWorks} />

      <StatsBand title={stats.title} facts={stats.facts} note={stats.note} />

      <Section id="about" title={about.title} intro={about.intro}>
        <AboutTabs tabs={about.tabs} label={about.tabsLabel} locale={locale} />
      </Section>

      <CategorySection id="lithium-battery-recycling" section={lithium} tone="muted" texts={cards}>
        <SectionActions link={lithium.link} />
      </CategorySection>

      <CategorySection id="bitcoin-miner-recycling" section={miners} texts={cards}>
        <SectionActions link={miners.link} />
      </CategorySection>

      <Section id="gallery" title={gallery.title} intro={gallery.intro} tone="muted">
        <GalleryGrid cards={gallery.cards} label={gallery.title} />
      </Section>

      <Section id="main-services" title={services.title} intro={services.intro}>
        <FeatureCardGrid cards={services.cards} columns={3} rail={services.title} />
      </Section>

      <CategorySection id="medizintechnik-recycling" section={medical} tone="muted" texts={cards}>
        <div className="mt-10 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h3 className="text-lg font-semibold">{medical.badgesTitle}</h3>
            <div className="mt-3">
              <BadgeList badges={medical.badges} />
            </div>
          </div>
        </div>
        <SectionActions cta={medical.cta} link={medical.link} note={{ text: medical.note, kind: 'certified' }} />
      </CategorySection>

      <CategorySection id="scooter-recycling" section={scooter} texts={cards}>
        <h3 className="mt-14 text-2xl font-bold tracking-tight">{scooter.stepsTitle}</h3>
        <div className="mt-6">
          <ProcessSteps steps={scooter.steps} columns={3} />
        </div>
        <SectionActions cta={scooter.cta} link={scooter.link} note={{ text: scooter.pickupNote, kind: 'pickup' }} />
      </CategorySection>

      <CategorySection id="halbleiter-recycling" section={semiconductors} tone="muted" texts={cards}>
        <h3 className="mt-14 text-2xl font-bold tracking-tight">{semiconductors.benefitsTitle}</h3>
        <div className="mt-6">
          <RecoveryBenefits benefits={semiconductors.benefits} locale={locale} />
        </div>
        <SectionActions cta={semiconductors.cta} link={semiconductors.link} />
      </CategorySection>

      <CategorySection id="cpuram-recycling" section={cpuRam} texts={cards}>
        <SectionActions cta={cpuRam.cta} link={cpuRam.link} />
      </CategorySection>

      <TeaserSection id="battery-recycling" teaser={content.battery} tone="muted" />
      <TeaserSection id="premium-ankauf" teaser={content.premium} reverse />

      <CtaBand cta={content.closing} />

      <ContactSection locale={locale} />
    </>
  );
}

import type { Localized } from '@/i18n/locales';
import { legalDocuments, type LegalPath } from './legal';
import type { LegalDocument } from './legal/types';
import { ankaufElektronischeBauteileServicePage } from './pages/ankauf-elektronische-bauteile-service';
import { bitcoinMinerRecyclingPage } from './pages/bitcoin-miner-recycling';
import { cpuRamAnkaufPage } from './pages/cpu-ram-ankauf';
import { elektronikschrottEntsorgungPage } from './pages/elektronikschrott-entsorgung';
import { elektronischeBauteileAnkaufPage } from './pages/elektronische-bauteile-ankauf';
import { elektroschrottRecyclingPage } from './pages/elektroschrott-recycling';
import { festplattenVernichtungPage } from './pages/festplatten-vernichtung';
import { industrieBatterienPage } from './pages/industrie-batterien';
import { lithiumBatterienPage } from './pages/lithium-batterien';
import { medizintechnikRecyclingPage } from './pages/medizintechnik-recycling';
import { missionPage } from './pages/mission';
import { mobilitaetBatterienPage } from './pages/mobilitaet-batterien';
import { plagiateZerstoerungPage } from './pages/plagiate-zerstoerung';
import { scooterEntsorgungPage } from './pages/scooter-entsorgung';
import { socialCommitmentPage } from './pages/soziales-engagement';
import { sustainabilityPage } from './pages/sustainability';
import { teamPage } from './pages/team';
import { companyProfilePage } from './pages/unternehmensprofil';
import { visionPage } from './pages/vision';
import type { RoutePath } from './routes';
import type { ContentPage } from './types';

/**
 * The text pages (service, company and legal pages) and the content each shows: the one index
 * their route (src/app/[locale]/(site)/[slug]/page.tsx) renders from, and the one list of text
 * pages the assistant knows (src/server/chat/sources/pages.ts and legal.ts read it through
 * `contentPageEntries` and `legalPageEntries`; a test checks every content page reaches its
 * search index). A new service page is a registry entry (routes.ts), its content module and one
 * line here.
 *
 * Catalogue pages (price lists, hubs), home, contact and search have page files of their own: one
 * dynamic route for every view would put every view's client code on every page (measured: 10.8
 * KB more JavaScript on a text page), and Next allows one dynamic segment per level.
 */
export type PageEntry =
  | { view: 'content'; content: Localized<ContentPage> }
  | { view: 'legal'; path: LegalPath; document: Localized<LegalDocument> };

const content = (page: Localized<ContentPage>): PageEntry => ({ view: 'content', content: page });
const legal = (path: LegalPath): PageEntry => ({ view: 'legal', path, document: legalDocuments[path] });

export const pageIndex = {
  // Services
  '/lithium-batterien': content(lithiumBatterienPage),
  '/elektroschrott-recycling': content(elektroschrottRecyclingPage),
  '/elektronikschrott-entsorgung': content(elektronikschrottEntsorgungPage),
  '/mobilitaet-batterien': content(mobilitaetBatterienPage),
  '/industrie-batterien': content(industrieBatterienPage),
  '/scooter-entsorgung': content(scooterEntsorgungPage),
  '/medizintechnik-recycling': content(medizintechnikRecyclingPage),
  '/festplatten-vernichtung': content(festplattenVernichtungPage),
  '/bitcoin-miner-recycling': content(bitcoinMinerRecyclingPage),
  '/plagiate-zerstoerung': content(plagiateZerstoerungPage),
  '/cpu-ram-ankauf': content(cpuRamAnkaufPage),
  '/elektronische-bauteile-ankauf': content(elektronischeBauteileAnkaufPage),
  '/ankauf-elektronische-bauteile-service': content(ankaufElektronischeBauteileServicePage),
  // Company
  '/unternehmensprofil': content(companyProfilePage),
  '/mission': content(missionPage),
  '/vision': content(visionPage),
  '/sustainability': content(sustainabilityPage),
  '/team': content(teamPage),
  '/soziales-engagement': content(socialCommitmentPage),
  // Legal
  '/impressum': legal('/impressum'),
  '/datenschutz': legal('/datenschutz'),
  '/agb': legal('/agb'),
  '/cookie-richtlinie': legal('/cookie-richtlinie'),
} as const satisfies Partial<Record<RoutePath, PageEntry>>;

export type IndexedPath = keyof typeof pageIndex;

export const indexedPaths = Object.keys(pageIndex) as IndexedPath[];

export function isIndexedPath(path: string): path is IndexedPath {
  return Object.hasOwn(pageIndex, path);
}

/** The content pages (service and company pages) with their path: the assistant's page source. */
export function contentPageEntries(): [IndexedPath, Localized<ContentPage>][] {
  return indexedPaths.flatMap((path) => {
    const entry: PageEntry = pageIndex[path];
    return entry.view === 'content' ? [[path, entry.content] as [IndexedPath, Localized<ContentPage>]] : [];
  });
}

/** The legal pages with their path and document: the assistant's legal source. */
export function legalPageEntries(): [LegalPath, Localized<LegalDocument>][] {
  return indexedPaths.flatMap((path) => {
    const entry: PageEntry = pageIndex[path];
    return entry.view === 'legal' ? [[entry.path, entry.document] as [LegalPath, Localized<LegalDocument>]] : [];
  });
}

import 'server-only';
import { catalogueStamp } from '@/content/catalogue';
import { createChatEngine, type ChatEngine } from './engine';
import { factSource } from './facts';
import type { KnowledgeSource } from './knowledge';
import { liveCatalogueSource, serviceSource } from './sources/catalogue-live';
import { claimBasisSource } from './sources/claim-bases';
import { legalSource } from './sources/legal';
import { pageSource } from './sources/pages';
import { routeSource } from './sources/routes';
import { sellListSource } from './sources/sell-list';

/** The site's pages, legal texts and facts (everything but the price catalogue). */
export const contentSources: readonly KnowledgeSource[] = [
  routeSource,
  pageSource,
  legalSource,
  factSource,
  serviceSource,
  sellListSource,
  claimBasisSource,
];

/** The knowledge the site's assistant answers from: the same modules the pages render. */
export const defaultSources: readonly KnowledgeSource[] = [...contentSources, liveCatalogueSource];

let engine: { stamp: string; engine: ChatEngine } | undefined;

/**
 * The site's engine; its index is built from the content modules at first use and cached, and
 * built again when another price version is installed (src/server/prices/published-store.ts).
 */
export function getChatEngine(): ChatEngine {
  const stamp = catalogueStamp();
  if (engine?.stamp !== stamp) engine = { stamp, engine: createChatEngine(defaultSources) };
  return engine.engine;
}

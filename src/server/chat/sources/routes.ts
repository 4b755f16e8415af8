import { locales } from '@/i18n/locales';
import { routes } from '@/content/routes';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/** Every page of the route registry: its title and description, in both languages. */
export const routeSource: KnowledgeSource = {
  name: 'routes',
  docs() {
    const docs: KnowledgeDoc[] = [];
    for (const route of routes) {
      for (const locale of locales) {
        docs.push({
          id: `route:${locale}:${route.path}`,
          kind: 'page',
          locale,
          title: route.title[locale],
          text: route.description[locale],
          keywords: route.label[locale],
          path: route.path,
        });
      }
    }
    return docs;
  },
};

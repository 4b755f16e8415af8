import type { RoutePath } from '../routes';
import { cataloguePages } from './catalogue-pages';
import { pricePages } from './price-pages';
import type { PriceListPage } from './types';

export { cataloguePages } from './catalogue-pages';
export { componentsHub, renewablesHub } from './hubs';
export { pricePages } from './price-pages';
export { searchPage } from './search-page';

/** Every page that shows a price list, by path. */
export function getPriceListPage(path: RoutePath): PriceListPage {
  const page = [...pricePages, ...cataloguePages].find((entry) => entry.path === path);
  if (!page) throw new Error(`No price list page for ${path}`);
  return page;
}

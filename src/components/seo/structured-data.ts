import type { ListedItem } from '@/content/catalogue';
import { productListing } from '@/content/catalogue/listings';
import { company } from '@/content/company';
import { getRouteTrail, type RoutePath } from '@/content/routes';
import type { Locale } from '@/i18n/locales';
import { absoluteUrl, siteOrigin } from '@/lib/site-url';

/** schema.org LocalBusiness for the company, from the company-facts module. */
export function organizationJsonLd(locale: Locale): Record<string, unknown> {
  const hours = company.openingHours.weekdays;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteOrigin()}/#organization`,
    name: company.legalName,
    url: absoluteUrl('/', locale),
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundingYear),
    vatID: company.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    areaServed: ['DE', 'AT', 'CH'],
    sameAs: company.socialLinks.map((link) => link.url),
  };
}

/** schema.org BreadcrumbList for a page, from the registry's parent chain. */
export function breadcrumbJsonLd(path: RoutePath, locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: getRouteTrail(path).map((route, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: route.label[locale],
      item: absoluteUrl(route.path, locale),
    })),
  };
}

/** schema.org Service offered by the company, for service pages. */
export function serviceJsonLd({
  path,
  locale,
  name,
  description,
  serviceType,
}: {
  path: RoutePath;
  locale: Locale;
  name: string;
  description: string;
  serviceType: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType,
    url: absoluteUrl(path, locale),
    areaServed: ['DE', 'AT', 'CH'],
    provider: { '@id': `${siteOrigin()}/#organization` },
  };
}

/**
 * schema.org ItemList of Products, each with an Offer whose price is our indicative maximum
 * buy-back price (businessFunction "Buy": the company buys, it does not sell), from the product
 * listings (`src/content/catalogue/listings.ts`) that the price search and the assistant use too.
 * Items priced by negotiation are left out. `anchor` is the element of the page that shows the item.
 */
export function priceListJsonLd({
  path,
  locale,
  name,
  items,
}: {
  path: RoutePath;
  locale: Locale;
  name: string;
  items: readonly (ListedItem & { anchor: string })[];
}): Record<string, unknown> {
  const url = absoluteUrl(path, locale);
  const priced = items.flatMap(({ anchor, ...item }) => {
    const listing = productListing(item);
    return listing.price === null ? [] : [{ listing, price: listing.price, anchor }];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: priced.length,
    itemListElement: priced.map(({ listing, price, anchor }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: listing.model,
        sku: listing.articleNumber,
        brand: { '@type': 'Brand', name: listing.brand },
        description: listing.description[locale],
        url: `${url}#${anchor}`,
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: listing.currency,
          businessFunction: 'http://purl.org/goodrelations/v1#Buy',
          seller: { '@id': `${siteOrigin()}/#organization` },
        },
      },
    })),
  };
}

import type { CatalogueItem, ServiceItem, ServicePrice } from './types';

/**
 * The ONE column layout of the price lists' exports and imports (CSV, XLSX, JSON and the seed
 * file `seed/catalogue.json`): one row per item where a list shows it. JSON rows use `key`, CSV
 * and XLSX headers `header`; the order is the same everywhere. docs/prices.md documents it.
 *
 * Lists are separated by `|` inside a cell (aliases, specs, features). A product's price is whole
 * euros or `auf Anfrage` (by negotiation); services carry a price kind with its amount instead.
 */
export const priceColumns = [
  { key: 'list', header: 'Liste' },
  { key: 'category', header: 'Kategorie' },
  { key: 'articleNumber', header: 'Artikelnummer' },
  { key: 'status', header: 'Status' },
  { key: 'brand', header: 'Marke' },
  { key: 'model', header: 'Modell' },
  { key: 'price', header: 'Preis bis zu (EUR)' },
  { key: 'newPrice', header: 'Neupreis (EUR)' },
  { key: 'approximate', header: 'Neupreis ca.' },
  { key: 'specDe', header: 'Spezifikation (de)' },
  { key: 'specEn', header: 'Spezifikation (en)' },
  { key: 'descriptionDe', header: 'Beschreibung (de)' },
  { key: 'descriptionEn', header: 'Beschreibung (en)' },
  { key: 'aliases', header: 'Suchbegriffe' },
  { key: 'ratingValue', header: 'Kapazität/Leistung' },
  { key: 'ratingUnit', header: 'Einheit' },
  { key: 'solarType', header: 'Solar-Typ' },
  { key: 'voltage', header: 'Spannung' },
  { key: 'powerKw', header: 'Leistung (kW)' },
  { key: 'efficiency', header: 'Wirkungsgrad (%)' },
  { key: 'specs', header: 'Technik' },
  { key: 'featuresDe', header: 'Merkmale (de)' },
  { key: 'featuresEn', header: 'Merkmale (en)' },
  { key: 'serviceDe', header: 'Leistung (de)' },
  { key: 'serviceEn', header: 'Leistung (en)' },
  { key: 'conditionDe', header: 'Bedingung (de)' },
  { key: 'conditionEn', header: 'Bedingung (en)' },
  { key: 'priceKind', header: 'Preisart' },
  { key: 'amount', header: 'Betrag (EUR)' },
  { key: 'unit', header: 'Je' },
  { key: 'surcharge', header: 'Aufschlag (%)' },
  { key: 'comparisonAmount', header: 'Vergleichspreis (EUR)' },
  { key: 'comparisonUnit', header: 'Vergleich je' },
] as const;

export type PriceColumnKey = (typeof priceColumns)[number]['key'];

/** A row as JSON: text cells as strings, numbers as numbers, empty cells left out. */
export type PriceRow = { list: string; category: string; articleNumber: string } & Partial<
  Record<Exclude<PriceColumnKey, 'list' | 'category' | 'articleNumber'>, string | number | boolean | null>
>;

/** A product's price cell for "by negotiation". */
export const NEGOTIABLE = 'auf Anfrage';
const SEPARATOR = ' | ';

const joined = (values: readonly string[] | undefined) =>
  values && values.length ? values.join(SEPARATOR) : undefined;

/** Drops empty cells so that seed and JSON exports stay short and readable. */
function compact(row: Record<string, unknown>): PriceRow {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== undefined && value !== '' && value !== false),
  ) as PriceRow;
}

/** The row of a product where list `list` shows it in category `category`. */
export function productRow(list: string, category: string, item: CatalogueItem, retired = false): PriceRow {
  return compact({
    list,
    category,
    articleNumber: item.articleNumber,
    status: retired ? 'retired' : undefined,
    brand: item.brand,
    model: item.model,
    price: item.price === null ? NEGOTIABLE : item.price,
    newPrice: item.newPrice,
    approximate: item.approximate ? true : undefined,
    specDe: item.spec?.de,
    specEn: item.spec?.en,
    descriptionDe: item.description.de,
    descriptionEn: item.description.en,
    aliases: joined(item.aliases),
    ratingValue: item.rating?.value,
    ratingUnit: item.rating?.unit,
    solarType: item.solar?.type,
    voltage: item.solar?.voltage,
    powerKw: item.solar?.powerKw,
    efficiency: item.solar?.efficiencyPercent,
    specs: joined(item.solar?.specs),
    featuresDe: joined(item.solar?.features?.de),
    featuresEn: joined(item.solar?.features?.en),
  });
}

/** The row of a service. */
export function serviceRow(list: string, category: string, item: ServiceItem, retired = false): PriceRow {
  const price = item.price;
  return compact({
    list,
    category,
    articleNumber: item.serviceNumber,
    status: retired ? 'retired' : undefined,
    serviceDe: item.name.de,
    serviceEn: item.name.en,
    conditionDe: item.condition.de,
    conditionEn: item.condition.en,
    descriptionDe: item.description.de,
    descriptionEn: item.description.en,
    priceKind: price.kind,
    amount: price.kind === 'from' ? price.amount : undefined,
    unit: price.kind === 'from' ? price.unit : undefined,
    surcharge: price.kind === 'surcharge' ? price.percent : undefined,
    comparisonAmount: item.comparison?.amount,
    comparisonUnit: item.comparison?.unit,
  });
}

const text = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const result = String(value).trim();
  return result === '' ? undefined : result;
};
const list = (value: unknown): string[] | undefined => {
  const cell = text(value);
  return cell
    ? cell
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)
    : undefined;
};
/**
 * A text in both languages; a missing English text shows the German one (the editor warns about
 * it before a publish, it does not block it). A missing German text stays empty: the schema
 * refuses it.
 */
const localized = (de: unknown, en: unknown) => ({ de: text(de) ?? '', en: text(en) ?? text(de) ?? '' });
const number = (value: unknown): number | undefined => {
  const cell = text(value);
  return cell === undefined ? undefined : Number(cell);
};

/**
 * A product from a complete row (the seed, a JSON export). Values are taken as they are; the
 * catalogue schema validates the result, imports check each cell first (src/server/prices/import.ts).
 */
export function productFromRow(row: PriceRow): CatalogueItem {
  const price = row.price;
  const specDe = text(row.specDe);
  const specEn = text(row.specEn);
  const ratingValue = number(row.ratingValue);
  const features = { de: list(row.featuresDe), en: list(row.featuresEn) };
  const solarType = text(row.solarType);
  const solar = solarType
    ? {
        type: solarType as NonNullable<CatalogueItem['solar']>['type'],
        voltage: text(row.voltage),
        powerKw: number(row.powerKw),
        efficiencyPercent: number(row.efficiency),
        specs: list(row.specs),
        features: features.de || features.en ? { de: features.de ?? [], en: features.en ?? [] } : undefined,
      }
    : undefined;
  return withoutUndefined({
    model: text(row.model) ?? '',
    brand: text(row.brand) ?? '',
    articleNumber: row.articleNumber,
    rating:
      ratingValue !== undefined
        ? { value: ratingValue, unit: text(row.ratingUnit) as NonNullable<CatalogueItem['rating']>['unit'] }
        : undefined,
    spec: specDe || specEn ? { de: specDe ?? specEn ?? '', en: specEn ?? specDe ?? '' } : undefined,
    price: price === NEGOTIABLE || price === null || price === undefined ? null : Number(price),
    newPrice: number(row.newPrice),
    approximate: row.approximate === true || row.approximate === 'ja' ? true : undefined,
    description: localized(row.descriptionDe, row.descriptionEn),
    solar: solar ? withoutUndefined(solar) : undefined,
    aliases: list(row.aliases),
  }) as CatalogueItem;
}

/** A service from a complete row. */
export function serviceFromRow(row: PriceRow): ServiceItem {
  const kind = text(row.priceKind) as ServicePrice['kind'];
  const unit = text(row.unit) as 'module' | 'kg' | 'job' | undefined;
  const price: ServicePrice =
    kind === 'from'
      ? withoutUndefined({ kind, amount: number(row.amount) ?? 0, unit })
      : kind === 'surcharge'
        ? { kind, percent: number(row.surcharge) ?? 0 }
        : ({ kind } as ServicePrice);
  const comparisonAmount = number(row.comparisonAmount);
  return withoutUndefined({
    serviceNumber: row.articleNumber,
    name: localized(row.serviceDe, row.serviceEn),
    condition: localized(row.conditionDe, row.conditionEn),
    price,
    comparison:
      comparisonAmount !== undefined
        ? withoutUndefined({
            amount: comparisonAmount,
            unit: text(row.comparisonUnit) as 'module' | 'kg' | 'job' | undefined,
          })
        : undefined,
    description: localized(row.descriptionDe, row.descriptionEn),
  }) as ServiceItem;
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

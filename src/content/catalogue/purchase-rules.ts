import type { CatalogueItem, PurchaseRuleId } from './types';

/**
 * The buy-back rules as code. The share of the new price depends on the goods, not on the page
 * that lists them, so an inverter fetches the same share on a brand page and on the all-brands
 * page:
 *
 * - `storage`: up to 25 % of the new price for battery storage (and a storage list's accessories).
 * - `solar`: up to 30 % for modules, inverters and complete plants (and a solar list's accessories).
 * - `market`: IT components are priced from the used market; no share of the new price applies.
 *
 * The indicative maximum is the share of the new price rounded to the NEAREST step, so lists show
 * round figures: below 100 € to whole euros, below 1.000 € to 10 €, below 10.000 € to 50 €,
 * below 100.000 € to 100 €, above that to 1.000 €. Rounding to the nearest step (not down) is what
 * the company's own example does: 30 % of 2.999 € is 899,70 €, shown as "bis zu 900 €". The rounding can
 * therefore exceed the exact share by at most half a step.
 */
export const purchaseRules = {
  market: null,
  storage: { maxShare: 0.25 },
  solar: { maxShare: 0.3 },
} as const satisfies Record<PurchaseRuleId, { maxShare: number } | null>;

/** The maximum share of the new price a rule pays, in percent (25, 30), or null for market prices. */
export function maxSharePercent(rule: PurchaseRuleId): number | null {
  const entry = purchaseRules[rule];
  return entry ? Math.round(entry.maxShare * 100) : null;
}

/**
 * The rule an item is priced by: batteries by the storage rule, modules, inverters and plants by
 * the solar rule, anything else (accessories) by the rule of the list it belongs to.
 */
export function ruleForItem(item: Pick<CatalogueItem, 'solar'>, listRule: PurchaseRuleId): PurchaseRuleId {
  if (listRule === 'market') return 'market';
  const type = item.solar?.type;
  if (type === 'battery') return 'storage';
  if (type === 'inverter' || type === 'module' || type === 'plant') return 'solar';
  return listRule;
}

/** The rounding step for an amount in euros (see the module comment). */
export function roundingStep(amount: number): number {
  if (amount < 100) return 1;
  if (amount < 1_000) return 10;
  if (amount < 10_000) return 50;
  if (amount < 100_000) return 100;
  return 1_000;
}

/** Rounds an amount in euros to the nearest step of its size class. */
export function roundToStep(amount: number): number {
  const step = roundingStep(amount);
  return Math.round(amount / step) * step;
}

/**
 * The indicative maximum buy-back price for a new price under a rule, in whole euros;
 * null when the rule does not derive prices from the new price.
 */
export function indicativeMaximum(newPrice: number, rule: PurchaseRuleId): number | null {
  const entry = purchaseRules[rule];
  if (!entry) return null;
  return roundToStep(newPrice * entry.maxShare);
}

/**
 * Whether a listed price agrees with its rule: it must not exceed the rounded share of the new
 * price. Market-priced lists only require the price to stay at or below the new price.
 */
export function agreesWithRule(price: number, newPrice: number, rule: PurchaseRuleId): boolean {
  const max = indicativeMaximum(newPrice, rule);
  return max === null ? price <= newPrice : price <= max;
}

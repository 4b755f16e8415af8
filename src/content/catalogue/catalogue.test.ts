import { describe, expect, it } from 'vitest';
import {
  allCatalogueItems,
  allPriceLists,
  getPriceList,
  listedItems,
  type CatalogueItem,
  type ProductPriceList,
} from './index';
import { agreesWithRule, indicativeMaximum, ruleForItem } from './purchase-rules';
import { articleNumberPattern, priceListSchema } from './schema';

const categoryOf = (list: ProductPriceList, id: string) => {
  const category = list.categories.find((entry) => entry.id === id);
  if (!category) throw new Error(`no category ${id} in ${list.id}`);
  return category.items;
};
const prices = (items: CatalogueItem[]) => items.map((item) => item.price ?? 0);
const kwh = (items: CatalogueItem[]) => items.map((item) => item.rating?.value ?? 0);
const range = (values: number[]) => [Math.min(...values), Math.max(...values)];
const find = (model: string) => {
  const item = allCatalogueItems().find((entry) => entry.model === model);
  if (!item) throw new Error(`no item ${model}`);
  return item;
};

// The catalogue's published figures: list sizes, ranges and top prices the site states. These are
// the only tests that write prices down; every other test reads them from the data. When a
// published figure changes, change it here together with the data.
describe('catalogue data', () => {
  it('validates every list against the zod schema', () => {
    for (const list of allPriceLists()) {
      const result = priceListSchema.safeParse(list);
      expect(result.success, `${list.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it('gives every list a valid date ("Stand")', () => {
    for (const list of allPriceLists()) {
      expect(list.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(list.date))).toBe(false);
    }
  });

  it('uses whole-euro numbers and one article number per product', () => {
    const byNumber = new Map<string, string>();
    for (const list of allPriceLists()) {
      if (list.kind !== 'products') continue;
      for (const item of listedItems(list)) {
        expect(item.articleNumber).toMatch(articleNumberPattern);
        if (item.price !== null) expect(Number.isInteger(item.price)).toBe(true);
        if (item.newPrice !== undefined) expect(Number.isInteger(item.newPrice)).toBe(true);
        const known = byNumber.get(item.articleNumber);
        if (known) expect(known, `${item.articleNumber} names two products`).toBe(item.model);
        byNumber.set(item.articleNumber, item.model);
      }
    }
  });

  it('has unique category ids per page', () => {
    for (const list of allPriceLists()) {
      const ids = list.categories.map((category) => category.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('has the published list sizes (categories per price page)', () => {
    const sizes = {
      intel: 4,
      amd: 4,
      gpu: 4,
      servers: 4,
      memory: 4,
      network: 5,
      'huawei-solar': 4,
      'byd-storage': 4,
      tesla: 4,
      sma: 4,
      fronius: 4,
      'premium-modules': 5,
    } as const;
    for (const [id, size] of Object.entries(sizes)) {
      expect(getPriceList(id as keyof typeof sizes).categories, id).toHaveLength(size);
    }
  });

  it('has the published top prices', () => {
    const top: Record<string, number> = {
      'Core i9-14900KS': 800,
      'Xeon Platinum 8480+': 15000,
      'Ryzen Threadripper PRO 7995WX': 18000,
      'GeForce RTX 4090': 1800,
      'A100 80GB': 15000,
      'Instinct MI300X': 18000,
      'UCS C480 ML M5': 25000,
      'PA-5280': 65000,
      'Megapack 2XL': 1200000,
      'LUNA2000-215KWH-2H1': 95000,
      'Sunny Central 4600CP': 180000,
    };
    for (const [model, price] of Object.entries(top)) expect(find(model).price, model).toBe(price);
  });

  it('makes each published top price the maximum of its list', () => {
    const maxOf = (id: Parameters<typeof getPriceList>[0]) =>
      Math.max(...prices(listedItems(getPriceList(id) as ProductPriceList)));
    expect(maxOf('amd')).toBe(18000);
    expect(maxOf('gpu')).toBe(18000);
    expect(maxOf('servers')).toBe(25000);
    expect(maxOf('network')).toBe(65000);
    expect(maxOf('tesla')).toBe(1200000);
    expect(maxOf('huawei-solar')).toBe(95000);
    expect(maxOf('sma')).toBe(180000);
    expect(Math.max(...prices(categoryOf(getPriceList('intel'), 'intel-core-desktop')))).toBe(800);
    expect(Math.max(...prices(categoryOf(getPriceList('gpu'), 'gpu-geforce-40')))).toBe(1800);
  });

  it('has the published Huawei catalogue (LUNA2000, SUN2000, components)', () => {
    const huawei = getPriceList('huawei');
    const luna = categoryOf(huawei, 'huawei-luna2000');
    expect(luna).toHaveLength(6);
    expect(range(kwh(luna))).toEqual([5, 21]);
    expect(range(prices(luna))).toEqual([540, 1625]);
    const sun = categoryOf(huawei, 'huawei-sun2000');
    expect(sun).toHaveLength(10);
    expect(range(sun.map((item) => item.rating?.value ?? 0))).toEqual([2, 30]);
    // The SUN2000 inverters follow the inverter rule (up to 30 % of the new price) like every other
    // brand's inverters, so they carry the same share on this page and on the all-brands page.
    expect(range(prices(sun))).toEqual([110, 1150]);
    const components = categoryOf(huawei, 'huawei-components');
    expect(components).toHaveLength(6);
    expect(range(prices(components))).toEqual([12, 95]);
  });

  it('has the published BYD catalogue (HVM, HVS, HVB, components, storage)', () => {
    const byd = getPriceList('byd');
    const hvm = categoryOf(byd, 'byd-hvm');
    expect(hvm).toHaveLength(6);
    expect(range(kwh(hvm))).toEqual([8.3, 22.1]);
    expect(range(prices(hvm))).toEqual([757, 1975]);
    const hvs = categoryOf(byd, 'byd-hvs');
    expect(hvs).toHaveLength(4);
    expect(range(kwh(hvs))).toEqual([5.1, 12.8]);
    expect(range(prices(hvs))).toEqual([700, 1500]);
    const hvb = categoryOf(byd, 'byd-hvb');
    expect(hvb).toHaveLength(5);
    expect(range(kwh(hvb))).toEqual([5.9, 29.6]);
    expect(range(prices(hvb))).toEqual([1200, 5200]);
    expect(prices(categoryOf(byd, 'byd-components')).sort((a, b) => a - b)).toEqual([75, 87, 125, 142, 280, 280]);
    const storage = getPriceList('byd-storage');
    expect(range(kwh(categoryOf(storage, 'byd-premium-lvs')))).toEqual([4, 16]);
    expect(range(kwh(categoryOf(storage, 'byd-pro')))).toEqual([2.56, 13.8]);
  });

  it('has six storage brands with three models each, 450 to 11.250 €', () => {
    const list = getPriceList('battery-storage');
    expect(list.categories.map((category) => category.items[0]!.brand)).toEqual([
      'Anker',
      'sonnen',
      'LG Energy Solution',
      'Pylontech',
      'Alpha ESS',
      'TESVOLT',
    ]);
    for (const category of list.categories) expect(category.items).toHaveLength(3);
    expect(range(prices(listedItems(list)))).toEqual([450, 11250]);
  });

  it('has the turnkey plants of the solar main page', () => {
    const plants = categoryOf(getPriceList('solar-main'), 'solar-main-plants');
    expect(plants.map((item) => [item.rating?.value, item.rating?.unit, item.price])).toEqual([
      [10, 'kWp', 4500],
      [100, 'kWp', 35000],
      [1, 'MW', null],
    ]);
  });

  it('has the inverter catalogue: five brand groups, 3–4 models each, 300 to 9.000 €', () => {
    const list = getPriceList('inverters');
    expect(list.categories).toHaveLength(5);
    for (const category of list.categories) expect(category.items.length).toBeGreaterThanOrEqual(3);
    for (const category of list.categories) expect(category.items.length).toBeLessThanOrEqual(4);
    expect(range(prices(listedItems(list)))).toEqual([300, 9000]);
    const brands = new Set(listedItems(list).map((item) => item.brand));
    for (const brand of ['SMA', 'Fronius', 'Huawei', 'KOSTAL', 'Growatt', 'GoodWe', 'Sungrow', 'SolarEdge'])
      expect(brands).toContain(brand);
  });

  it('has the module catalogue: five brand groups, 3–4 models each, 40 to 95 €', () => {
    const list = getPriceList('modules');
    expect(list.categories).toHaveLength(5);
    for (const category of list.categories) {
      expect(category.items.length).toBeGreaterThanOrEqual(3);
      expect(category.items.length).toBeLessThanOrEqual(4);
    }
    expect(range(prices(listedItems(list)))).toEqual([40, 95]);
  });

  it('has the published conditions of the solar services', () => {
    const items = getPriceList('solar-services').categories.flatMap((category) => category.items);
    const byName = (de: string) => {
      const item = items.find((entry) => entry.name.de === de);
      if (!item) throw new Error(`no service ${de}`);
      return item;
    };
    expect(byName('Express-Abholung')).toMatchObject({
      price: { kind: 'free' },
      comparison: { amount: 200 },
      condition: { de: 'ab 50 Modulen' },
    });
    expect(byName('Wechselrichter-Transport')).toMatchObject({ price: { kind: 'free' }, comparison: { amount: 150 } });
    expect(byName('Wechselrichter-Transport').condition.de).toContain('100 kW');
    expect(byName('Containerdienst 20 ft oder 40 ft')).toMatchObject({
      price: { kind: 'from', amount: 500 },
      comparison: { amount: 1200 },
    });
    expect(byName('Demontage').condition.de).toBe('ab 50 Modulen oder 10 Wechselrichtern');
    expect(byName('Express-Demontage in 24 h')).toMatchObject({ price: { kind: 'surcharge', percent: 50 } });
    expect(byName('Dachdemontage')).toMatchObject({
      price: { amount: 2, unit: 'module' },
      comparison: { amount: 8 },
      condition: { de: 'bis 50 kWp' },
    });
    expect(byName('Flachdach-Demontage')).toMatchObject({
      price: { amount: 1.5, unit: 'module' },
      comparison: { amount: 6 },
      condition: { de: 'ab 100 kWp' },
    });
    expect(byName('Modul-Recycling')).toMatchObject({
      price: { kind: 'free' },
      comparison: { amount: 0.5, unit: 'kg' },
    });
    expect(byName('Wechselrichter-Recycling')).toMatchObject({
      price: { kind: 'free' },
      comparison: { amount: 1.2, unit: 'kg' },
    });
    expect(byName('Batterie-Recycling')).toMatchObject({
      price: { kind: 'payout' },
      comparison: { amount: 2.5, unit: 'kg' },
    });
    expect(byName('Entsorgungsnachweis')).toMatchObject({ price: { kind: 'included' }, comparison: { amount: 50 } });
    const logistics = getPriceList('solar-services').categories[0]!;
    expect(logistics.specialNote.de).toContain('48 h');
    expect(logistics.specialNote.de).toContain('Österreich');
    expect(logistics.specialNote.de).toContain('Schweiz');
  });

  it('gives the same goods the same share of the new price on every page', () => {
    const shares = new Map<string, Set<string>>();
    for (const list of allPriceLists()) {
      if (list.kind !== 'products' || list.rule === 'market') continue;
      for (const item of listedItems(list)) {
        const type = item.solar?.type ?? 'none';
        if (type === 'component') continue;
        const rule = ruleForItem(item, list.rule);
        shares.set(type, (shares.get(type) ?? new Set()).add(rule));
      }
    }
    expect(Object.fromEntries([...shares].map(([type, rules]) => [type, [...rules]]))).toEqual({
      battery: ['storage'],
      inverter: ['solar'],
      module: ['solar'],
      plant: ['solar'],
    });
  });

  it('agrees with the purchase rules wherever a new price is given', () => {
    const rules = {
      huawei: 'storage',
      byd: 'storage',
      'battery-storage': 'storage',
      'huawei-solar': 'storage',
      'byd-storage': 'storage',
      tesla: 'storage',
      sma: 'solar',
      fronius: 'solar',
      'premium-modules': 'solar',
      'solar-main': 'solar',
      inverters: 'solar',
      modules: 'solar',
    } as const;
    for (const [id, rule] of Object.entries(rules)) expect(getPriceList(id as keyof typeof rules).rule, id).toBe(rule);
    let checked = 0;
    for (const list of allPriceLists()) {
      if (list.kind !== 'products') continue;
      for (const item of listedItems(list)) {
        if (item.newPrice === undefined || item.price === null) continue;
        checked += 1;
        const rule = ruleForItem(item, list.rule);
        expect(
          agreesWithRule(item.price, item.newPrice, rule),
          `${list.id} ${item.model}: ${item.price} vs ${indicativeMaximum(item.newPrice, rule)}`,
        ).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('lists distinct products once', () => {
    const items = allCatalogueItems();
    expect(new Set(items.map((item) => item.articleNumber)).size).toBe(items.length);
  });
});

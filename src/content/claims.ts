import type { Localized } from '@/i18n/locales';
import { maxSharePercent } from './catalogue/purchase-rules';
import { company, yearsOfExperience } from './company';

/**
 * The company's figures and commercial promises, stated once and read by every page, the legal
 * texts, the assistant and the statistics row. Each promise carries its condition here; the
 * wording that pages use is built from these values in ./promises.ts. Years of experience are
 * computed from the founding year at build time.
 *
 * Certifications are not claims: they are company facts that appear only once a deployment
 * configures them (see `company.certifications`).
 */
/** Where pickup is free: all of Germany, or Germany, Austria and Switzerland. */
export type PickupArea = 'germany' | 'dach';
/** The kinds of goods that have a free-pickup threshold. */
export type FreePickupKind = 'batteries' | 'itHardware' | 'modules' | 'inverters' | 'storage';

const freePickup = {
  /** Batteries and accumulators of every kind, by weight (dangerous goods: Germany only). */
  batteries: { from: 100, unit: 'kg', area: 'germany' },
  /** IT hardware and electronic components, by the piece (servers, PCs, CPUs, memory, …). */
  itHardware: { from: 20, unit: 'pieces', area: 'germany' },
  modules: { from: 50, unit: 'modules', area: 'dach' },
  inverters: { from: 10, unit: 'inverters', area: 'dach' },
  /** Battery storage systems, by their total usable capacity. */
  storage: { from: 20, unit: 'kWh', area: 'dach' },
} as const satisfies Record<FreePickupKind, { from: number; unit: string; area: PickupArea }>;

export const claims = {
  foundingYear: company.foundingYear,
  yearsOfExperience: yearsOfExperience(),
  /** Counted per piece since the founding year, see `basis.devicesRecycled`. */
  devicesRecycled: 10_000_000,
  /** By weight, of what went to material recycling, see `basis.recoveryRate`. */
  recoveryRatePercent: 95,
  /** Shares by piece of the goods bought (together 100 %), see `basis.reuseShares`. */
  reusedPercent: 60,
  recycledPercent: 40,
  goals2030: { devices: 50_000_000, climateNeutralYear: 2030 },
  /** See `basis` for what each figure counts. */
  balance2024: { co2SavedTonnes: 50, lithiumTonnes: 15, rareEarthsTonnes: 5 },

  /**
   * First answer to an inquiry with an indicative price range (from photos or a list), on
   * working days. The same promise as the reply time of the company facts.
   */
  priceEstimateHours: company.openingHours.replyWithinHours,
  /** Inspection and binding valuation after the goods arrive (AGB § 5), on working days. */
  valuationHours: { min: 24, max: 48 },
  /** Payment by bank transfer after valuation and takeover. */
  paymentDays: 14,
  /** Regular pickup lead time after the pickup is agreed, anywhere in Germany. */
  pickupWorkingDays: { min: 2, max: 3 },
  /** Express pickup of solar equipment (Germany, Austria, Switzerland). */
  expressPickupHours: 48,
  /**
   * When pickup is free: one statement per kind of goods, with where and from which quantity
   * (below it, or outside the area, the quote names the transport cost in advance). Batteries
   * and IT hardware anywhere in Germany; solar equipment also in Austria and Switzerland (the
   * express service of the solar price list). Pages and the terms word it with
   * `promise.freePickup` (./promises.ts); promises.e2e.ts fails on any other value or area.
   */
  freePickup,
  /** The solar thresholds by themselves (the solar price lists and the assistant read them). */
  freePickupFrom: { modules: freePickup.modules.from, inverters: freePickup.inverters.from },
  /** Dismantling on a pitched roof up to 50 kWp, per module (the solar service price list). */
  roofDismantlingFromEuro: 2,
  /** "Bis zu" share of the new price by goods (the purchase rules of the price lists). */
  shareOfNewPrice: { storage: maxSharePercent('storage')!, solar: maxSharePercent('solar')! },

  /** What each impact figure counts, shown next to it wherever it appears. */
  basis: {
    devicesRecycled: {
      de: 'Gezählt nach Stück seit Gründung: Geräte, Akkupacks, Batteriezellen, Platinen und Datenträger, die durch unsere Annahme gingen – auch aus Sammelbehältern unserer Partnerbetriebe.',
      en: 'Counted per piece since we were founded: devices, battery packs, cells, circuit boards and drives that passed through our goods receipt – including collection containers at partner businesses.',
    },
    recoveryRate: {
      de: 'Rückgewinnungsquote: Anteil am Gewicht der Ware, die wir 2024 ins stoffliche Recycling gegeben haben, den unsere Verwertungsbetriebe und Hütten laut ihren Verwertungsnachweisen als Metalle, Kunststoffe und Batterierohstoffe zurückgewonnen haben; der Rest ging in die Beseitigung.',
      en: 'Recovery rate: the share by weight of what we sent to material recycling in 2024 that our recycling partners and smelters recovered as metals, plastics and battery materials, according to their recovery records; the rest went to disposal.',
    },
    reuseShares: {
      de: 'Wiederverwendet und recycelt: Anteile nach Stück an der Ware, die wir 2024 angekauft haben – Geräte, Akkupacks und Bauteile, die nach Prüfung und Datenlöschung weiterverkauft wurden, und solche, die ins stoffliche Recycling gingen.',
      en: 'Reused and recycled: shares by piece of what we bought in 2024 – devices, battery packs and components sold on after testing and data erasure, and those that went to material recycling.',
    },
    balance2024Co2: {
      de: 'CO₂: Einsparung im eigenen Betrieb 2024 gegenüber 2023 (Strom aus der eigenen Photovoltaikanlage, elektrische Transporter).',
      en: 'CO₂: savings in our own operations in 2024 compared with 2023 (power from our own solar plant, electric vans).',
    },
    balance2024Materials: {
      de: 'Lithium und Seltene Erden: rechnerischer Gehalt der Batterien und Magnete, die wir 2024 an spezialisierte Hütten zur Rückgewinnung übergeben haben.',
      en: 'Lithium and rare earths: the calculated content of the batteries and magnets we handed to specialist smelters for recovery in 2024.',
    },
  } satisfies Record<string, Localized>,
} as const;
